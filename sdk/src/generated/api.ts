/**
 * The Atendo HTTP API's types, generated from sdk/openapi.json by openapi-typescript.
 * Do not edit: run `npm run sdk:generate`.
 */

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the process answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers; 503 ERR_NOT_READY when not, or once shutdown began */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                            role: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The running version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            version: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                id: number;
                                companyId: number;
                                name: string;
                                email: string;
                                profile: "admin" | "user";
                                super: boolean;
                                profileImage: string | null;
                                startWork: string;
                                endWork: string;
                                farewellMessage: string | null;
                                whatsappId: number | null;
                                allTicket: string;
                                allowGroup: string;
                                allHistoric: string;
                                allUserChat: string;
                                userClosePendingTicket: string;
                                showDashboard: string;
                                allowRealTime: string;
                                allowConnections: string;
                                /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                                pluginPermissions: {
                                    [key: string]: boolean;
                                };
                                defaultTheme: string;
                                defaultMenu: string;
                                defaultTicketsManagerWidth: number;
                                color: string | null;
                                online: boolean;
                                lastSeenAt: string | null;
                                queues: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                queueIds: number[];
                                createdAt: string;
                                updatedAt: string;
                                permissions: string[];
                                company: {
                                    id: number;
                                    name: string;
                                    dueDate: string | null;
                                    plan: {
                                        id: number;
                                        name: string;
                                        useWhatsapp: boolean;
                                        useFacebook: boolean;
                                        useInstagram: boolean;
                                        useCampaigns: boolean;
                                        useSchedules: boolean;
                                        useInternalChat: boolean;
                                        useExternalApi: boolean;
                                        useKanban: boolean;
                                        useOpenAi: boolean;
                                        useIntegrations: boolean;
                                    };
                                    companieSettings: {
                                        key: string;
                                        value: string | null;
                                    }[];
                                    settings: {
                                        key: string;
                                        value: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/unlock/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open a one-time unlock link: this browser becomes a known device of the account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange the refresh cookie for a new access token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                            user: {
                                id: number;
                                companyId: number;
                                name: string;
                                email: string;
                                profile: "admin" | "user";
                                super: boolean;
                                profileImage: string | null;
                                startWork: string;
                                endWork: string;
                                farewellMessage: string | null;
                                whatsappId: number | null;
                                allTicket: string;
                                allowGroup: string;
                                allHistoric: string;
                                allUserChat: string;
                                userClosePendingTicket: string;
                                showDashboard: string;
                                allowRealTime: string;
                                allowConnections: string;
                                /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                                pluginPermissions: {
                                    [key: string]: boolean;
                                };
                                defaultTheme: string;
                                defaultMenu: string;
                                defaultTicketsManagerWidth: number;
                                color: string | null;
                                online: boolean;
                                lastSeenAt: string | null;
                                queues: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                queueIds: number[];
                                createdAt: string;
                                updatedAt: string;
                                permissions: string[];
                                company: {
                                    id: number;
                                    name: string;
                                    dueDate: string | null;
                                    plan: {
                                        id: number;
                                        name: string;
                                        useWhatsapp: boolean;
                                        useFacebook: boolean;
                                        useInstagram: boolean;
                                        useCampaigns: boolean;
                                        useSchedules: boolean;
                                        useInternalChat: boolean;
                                        useExternalApi: boolean;
                                        useKanban: boolean;
                                        useOpenAi: boolean;
                                        useIntegrations: boolean;
                                    };
                                    companieSettings: {
                                        key: string;
                                        value: string | null;
                                    }[];
                                    settings: {
                                        key: string;
                                        value: string | null;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End this session */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            email: string;
                            profile: "admin" | "user";
                            super: boolean;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            farewellMessage: string | null;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                            pluginPermissions: {
                                [key: string]: boolean;
                            };
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
                            lastSeenAt: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            queueIds: number[];
                            createdAt: string;
                            updatedAt: string;
                            permissions: string[];
                            company: {
                                id: number;
                                name: string;
                                dueDate: string | null;
                                plan: {
                                    id: number;
                                    name: string;
                                    useWhatsapp: boolean;
                                    useFacebook: boolean;
                                    useInstagram: boolean;
                                    useCampaigns: boolean;
                                    useSchedules: boolean;
                                    useInternalChat: boolean;
                                    useExternalApi: boolean;
                                    useKanban: boolean;
                                    useOpenAi: boolean;
                                    useIntegrations: boolean;
                                };
                                companieSettings: {
                                    key: string;
                                    value: string | null;
                                }[];
                                settings: {
                                    key: string;
                                    value: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a company and its first admin on a public plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        companyName: string;
                        name: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        phone: string;
                        planId: number;
                        companyId?: number | null | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companyId: number;
                            userId: number;
                            dueDate: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgetpassword/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resetpasswords/{email}/{token}/{newPassword}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the e-mailed code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    email: string;
                    token: string;
                    newPassword: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public plans (signup) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            amount: number;
                            users: number;
                            connections: number;
                            queues: number;
                            isPublic: boolean;
                            useWhatsapp: boolean;
                            useFacebook: boolean;
                            useInstagram: boolean;
                            useCampaigns: boolean;
                            useSchedules: boolean;
                            useInternalChat: boolean;
                            useExternalApi: boolean;
                            useKanban: boolean;
                            useOpenAi: boolean;
                            useIntegrations: boolean;
                            /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                            pluginFlags: {
                                [key: string]: boolean;
                            };
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan (super admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            amount: number;
                            users: number;
                            connections: number;
                            queues: number;
                            isPublic: boolean;
                            useWhatsapp: boolean;
                            useFacebook: boolean;
                            useInstagram: boolean;
                            useCampaigns: boolean;
                            useSchedules: boolean;
                            useInternalChat: boolean;
                            useExternalApi: boolean;
                            useKanban: boolean;
                            useOpenAi: boolean;
                            useIntegrations: boolean;
                            /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                            pluginFlags: {
                                [key: string]: boolean;
                            };
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/plugin-flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan flags the loaded plugins declare, to show beside core's (super admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            pluginId: string;
                            default: boolean;
                            label: string;
                            labels?: {
                                pt?: string;
                                en?: string;
                                es?: string;
                                tr?: string;
                            };
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            amount: number;
                            users: number;
                            connections: number;
                            queues: number;
                            isPublic: boolean;
                            useWhatsapp: boolean;
                            useFacebook: boolean;
                            useInstagram: boolean;
                            useCampaigns: boolean;
                            useSchedules: boolean;
                            useInternalChat: boolean;
                            useExternalApi: boolean;
                            useKanban: boolean;
                            useOpenAi: boolean;
                            useIntegrations: boolean;
                            /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                            pluginFlags: {
                                [key: string]: boolean;
                            };
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a plan (super admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        amount?: number;
                        users?: number;
                        connections?: number;
                        queues?: number;
                        isPublic?: boolean;
                        useWhatsapp?: boolean;
                        useFacebook?: boolean;
                        useInstagram?: boolean;
                        useCampaigns?: boolean;
                        useSchedules?: boolean;
                        useInternalChat?: boolean;
                        useExternalApi?: boolean;
                        useKanban?: boolean;
                        useOpenAi?: boolean;
                        useIntegrations?: boolean;
                        /** @description Plugin plan flags to change (GET /plans/plugin-flags names them); those left out keep their value */
                        pluginFlags?: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            amount: number;
                            users: number;
                            connections: number;
                            queues: number;
                            isPublic: boolean;
                            useWhatsapp: boolean;
                            useFacebook: boolean;
                            useInstagram: boolean;
                            useCampaigns: boolean;
                            useSchedules: boolean;
                            useInternalChat: boolean;
                            useExternalApi: boolean;
                            useKanban: boolean;
                            useOpenAi: boolean;
                            useIntegrations: boolean;
                            /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                            pluginFlags: {
                                [key: string]: boolean;
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One plan (super admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            amount: number;
                            users: number;
                            connections: number;
                            queues: number;
                            isPublic: boolean;
                            useWhatsapp: boolean;
                            useFacebook: boolean;
                            useInstagram: boolean;
                            useCampaigns: boolean;
                            useSchedules: boolean;
                            useInternalChat: boolean;
                            useExternalApi: boolean;
                            useKanban: boolean;
                            useOpenAi: boolean;
                            useIntegrations: boolean;
                            /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                            pluginFlags: {
                                [key: string]: boolean;
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a plan (super admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        amount?: number;
                        users?: number;
                        connections?: number;
                        queues?: number;
                        isPublic?: boolean;
                        useWhatsapp?: boolean;
                        useFacebook?: boolean;
                        useInstagram?: boolean;
                        useCampaigns?: boolean;
                        useSchedules?: boolean;
                        useInternalChat?: boolean;
                        useExternalApi?: boolean;
                        useKanban?: boolean;
                        useOpenAi?: boolean;
                        useIntegrations?: boolean;
                        /** @description Plugin plan flags to change (GET /plans/plugin-flags names them); those left out keep their value */
                        pluginFlags?: {
                            [key: string]: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            amount: number;
                            users: number;
                            connections: number;
                            queues: number;
                            isPublic: boolean;
                            useWhatsapp: boolean;
                            useFacebook: boolean;
                            useInstagram: boolean;
                            useCampaigns: boolean;
                            useSchedules: boolean;
                            useInternalChat: boolean;
                            useExternalApi: boolean;
                            useKanban: boolean;
                            useOpenAi: boolean;
                            useIntegrations: boolean;
                            /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                            pluginFlags: {
                                [key: string]: boolean;
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a plan no company uses (super admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/listPlan/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's plan with its feature flags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies with their plan, paged (searchParam/pageNumber or react-admin) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companies: {
                                id: number;
                                name: string;
                                email: string | null;
                                phone: string | null;
                                document: string | null;
                                planId: number;
                                plan: {
                                    id: number;
                                    name: string;
                                    amount: number;
                                    users: number;
                                    connections: number;
                                    queues: number;
                                    isPublic: boolean;
                                    useWhatsapp: boolean;
                                    useFacebook: boolean;
                                    useInstagram: boolean;
                                    useCampaigns: boolean;
                                    useSchedules: boolean;
                                    useInternalChat: boolean;
                                    useExternalApi: boolean;
                                    useKanban: boolean;
                                    useOpenAi: boolean;
                                    useIntegrations: boolean;
                                    /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                    pluginFlags: {
                                        [key: string]: boolean;
                                    };
                                };
                                status: boolean;
                                dueDate: string | null;
                                recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                                paymentMethod: string | null;
                                numberAttendants: number;
                                numberConections: number;
                                addressStreet: string | null;
                                addressState: string | null;
                                addressCity: string | null;
                                schedules: {
                                    weekday: string;
                                    weekdayEn: string;
                                    startTimeA: string;
                                    endTimeA: string;
                                    startTimeB: string;
                                    endTimeB: string;
                                }[];
                                lastLogin: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a company, and its first admin when passwordDefault is given (super admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        planId: number;
                        phone?: string | null;
                        document?: string | null;
                        status?: boolean;
                        dueDate?: string | null;
                        recurrence?: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                        paymentMethod?: string | null;
                        numberAttendants?: number;
                        numberConections?: number;
                        addressStreet?: string | null;
                        addressState?: string | null;
                        addressCity?: string | null;
                        passwordDefault?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companiesPlan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies with their plan, paged (specification style) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companies: {
                                id: number;
                                name: string;
                                email: string | null;
                                phone: string | null;
                                document: string | null;
                                planId: number;
                                plan: {
                                    id: number;
                                    name: string;
                                    amount: number;
                                    users: number;
                                    connections: number;
                                    queues: number;
                                    isPublic: boolean;
                                    useWhatsapp: boolean;
                                    useFacebook: boolean;
                                    useInstagram: boolean;
                                    useCampaigns: boolean;
                                    useSchedules: boolean;
                                    useInternalChat: boolean;
                                    useExternalApi: boolean;
                                    useKanban: boolean;
                                    useOpenAi: boolean;
                                    useIntegrations: boolean;
                                    /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                    pluginFlags: {
                                        [key: string]: boolean;
                                    };
                                };
                                status: boolean;
                                dueDate: string | null;
                                recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                                paymentMethod: string | null;
                                numberAttendants: number;
                                numberConections: number;
                                addressStreet: string | null;
                                addressState: string | null;
                                addressCity: string | null;
                                schedules: {
                                    weekday: string;
                                    weekdayEn: string;
                                    startTimeA: string;
                                    endTimeA: string;
                                    startTimeB: string;
                                    endTimeB: string;
                                }[];
                                lastLogin: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company (super admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company (super admin: any; admin: their own) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a company (super admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** Format: email */
                        email?: string;
                        planId?: number;
                        phone?: string | null;
                        document?: string | null;
                        status?: boolean;
                        dueDate?: string | null;
                        recurrence?: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                        paymentMethod?: string | null;
                        numberAttendants?: number;
                        numberConections?: number;
                        addressStreet?: string | null;
                        addressState?: string | null;
                        addressCity?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a company and everything it owns (super admin; never the platform company) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the due date forward by the company's recurrence (super admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the company's working hours (its admin, or the super admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        schedules: {
                            weekday: string;
                            weekdayEn: string;
                            startTimeA: string;
                            endTimeA: string;
                            startTimeB: string;
                            endTimeB: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            document: string | null;
                            planId: number;
                            plan: {
                                id: number;
                                name: string;
                                amount: number;
                                users: number;
                                connections: number;
                                queues: number;
                                isPublic: boolean;
                                useWhatsapp: boolean;
                                useFacebook: boolean;
                                useInstagram: boolean;
                                useCampaigns: boolean;
                                useSchedules: boolean;
                                useInternalChat: boolean;
                                useExternalApi: boolean;
                                useKanban: boolean;
                                useOpenAi: boolean;
                                useIntegrations: boolean;
                                /** @description Plan flags the loaded plugins declare, by key (GET /plans/plugin-flags names them) */
                                pluginFlags: {
                                    [key: string]: boolean;
                                };
                            };
                            status: boolean;
                            dueDate: string | null;
                            recurrence: "MENSAL" | "BIMESTRAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL";
                            paymentMethod: string | null;
                            numberAttendants: number;
                            numberConections: number;
                            addressStreet: string | null;
                            addressState: string | null;
                            addressCity: string | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            lastLogin: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/{id}/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an image or video to the connection's greeting (multipart: file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description an image or a video, up to the downloadLimit setting
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Remove the greeting's attachment */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's connections */
        get: {
            parameters: {
                query?: {
                    session?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a connection */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        provider?: string;
                        isDefault?: boolean;
                        /** @enum {unknown} */
                        status?: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                        number?: string | null;
                        token?: string | null;
                        greetingMessage?: string | null;
                        complationMessage?: string | null;
                        outOfHoursMessage?: string | null;
                        ratingMessage?: string | null;
                        groupAsTicket?: "enabled" | "disabled";
                        allowGroup?: boolean;
                        webhookUrl?: string | null;
                        webhookSecret?: string | null;
                        queueIds?: number[];
                        credentials?: {
                            [key: string]: string;
                        };
                        collectiveVacationMessage?: string | null;
                        collectiveVacationStart?: string | null;
                        collectiveVacationEnd?: string | null;
                        maxUseBotQueues?: number;
                        timeUseBotQueues?: number;
                        timeSendQueue?: number;
                        sendIdQueue?: number | null;
                        expiresTicket?: number;
                        whenExpiresTicket?: 0 | 1;
                        timeCreateNewTicket?: number;
                        expiresInactiveMessage?: string | null;
                        timeInactiveMessage?: number;
                        inactiveMessage?: string | null;
                        expiresTicketNPS?: number;
                        maxUseBotQueuesNPS?: number;
                        integrationId?: number | null;
                        promptId?: number | null;
                        flowIdWelcome?: number | null;
                        flowIdNotPhrase?: number | null;
                        schedules?: {
                            weekday: string;
                            weekdayEn: string;
                            /** @description HH:mm */
                            startTimeA: string;
                            /** @description HH:mm */
                            endTimeA: string;
                            /** @description HH:mm */
                            startTimeB: string;
                            /** @description HH:mm */
                            endTimeB: string;
                        }[];
                        greetingMediaAttachment?: string | null;
                        greetingMediaName?: string | null;
                        importOldMessages?: string | null;
                        importRecentMessages?: string | null;
                        importOldMessagesGroups?: boolean;
                        closedTicketsPostImported?: boolean;
                        queueIdImportMessages?: number | null;
                        statusImportMessages?: string | null;
                        lgpdLink?: string | null;
                        lgpdMessage?: string | null;
                        lgpdObfuscate?: boolean;
                        lgpdAlwaysAsk?: boolean;
                        pairingCodeNumber?: string | null;
                        ticketOnCall?: boolean;
                        /** @enum {unknown} */
                        channel?: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/filter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's connections of one channel */
        get: {
            parameters: {
                query?: {
                    session?: string;
                    channel?: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company’s connections (super admin) */
        get: {
            parameters: {
                query?: {
                    session?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One connection */
        get: {
            parameters: {
                query?: {
                    session?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /**
         * Change a connection
         * @description Switching importOldMessages on while CONNECTED unlinks the device and asks for a new QR code (administration.md §4). A session waiting to be paired (OPENING, qrcode, PAIRING, TIMEOUT) restarts when pairingCodeNumber or the import options change, keeping its keys.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        provider?: string;
                        isDefault?: boolean;
                        /** @enum {unknown} */
                        status?: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                        number?: string | null;
                        token?: string | null;
                        greetingMessage?: string | null;
                        complationMessage?: string | null;
                        outOfHoursMessage?: string | null;
                        ratingMessage?: string | null;
                        groupAsTicket?: "enabled" | "disabled";
                        allowGroup?: boolean;
                        webhookUrl?: string | null;
                        webhookSecret?: string | null;
                        queueIds?: number[];
                        credentials?: {
                            [key: string]: string;
                        };
                        collectiveVacationMessage?: string | null;
                        collectiveVacationStart?: string | null;
                        collectiveVacationEnd?: string | null;
                        maxUseBotQueues?: number;
                        timeUseBotQueues?: number;
                        timeSendQueue?: number;
                        sendIdQueue?: number | null;
                        expiresTicket?: number;
                        whenExpiresTicket?: 0 | 1;
                        timeCreateNewTicket?: number;
                        expiresInactiveMessage?: string | null;
                        timeInactiveMessage?: number;
                        inactiveMessage?: string | null;
                        expiresTicketNPS?: number;
                        maxUseBotQueuesNPS?: number;
                        integrationId?: number | null;
                        promptId?: number | null;
                        flowIdWelcome?: number | null;
                        flowIdNotPhrase?: number | null;
                        schedules?: {
                            weekday: string;
                            weekdayEn: string;
                            /** @description HH:mm */
                            startTimeA: string;
                            /** @description HH:mm */
                            endTimeA: string;
                            /** @description HH:mm */
                            startTimeB: string;
                            /** @description HH:mm */
                            endTimeB: string;
                        }[];
                        greetingMediaAttachment?: string | null;
                        greetingMediaName?: string | null;
                        importOldMessages?: string | null;
                        importRecentMessages?: string | null;
                        importOldMessagesGroups?: boolean;
                        closedTicketsPostImported?: boolean;
                        queueIdImportMessages?: number | null;
                        statusImportMessages?: string | null;
                        lgpdLink?: string | null;
                        lgpdMessage?: string | null;
                        lgpdObfuscate?: boolean;
                        lgpdAlwaysAsk?: boolean;
                        pairingCodeNumber?: string | null;
                        ticketOnCall?: boolean;
                        /** @enum {unknown} */
                        channel?: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a connection (its session ends; its tickets keep their history) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp-admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One connection of any company (super admin) */
        get: {
            parameters: {
                query?: {
                    session?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            /** @enum {unknown} */
                            channel: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                            provider: string;
                            /** @enum {unknown} */
                            status: "OPENING" | "qrcode" | "PAIRING" | "CONNECTED" | "DISCONNECTED" | "TIMEOUT";
                            isDefault: boolean;
                            number: string | null;
                            token: string | null;
                            qrcode: string | null;
                            retries: number;
                            sessionStopped: boolean;
                            greetingMessage: string | null;
                            complationMessage: string | null;
                            outOfHoursMessage: string | null;
                            ratingMessage: string | null;
                            groupAsTicket: "enabled" | "disabled";
                            allowGroup: boolean;
                            webhookUrl: string | null;
                            webhookSecret: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                                greetingMessage: string | null;
                            }[];
                            queueIds: number[];
                            credentials: {
                                [key: string]: string;
                            };
                            collectiveVacationMessage: string | null;
                            collectiveVacationStart: string | null;
                            collectiveVacationEnd: string | null;
                            maxUseBotQueues: number;
                            timeUseBotQueues: number;
                            timeSendQueue: number;
                            sendIdQueue: number | null;
                            expiresTicket: number;
                            whenExpiresTicket: 0 | 1;
                            timeCreateNewTicket: number;
                            expiresInactiveMessage: string | null;
                            timeInactiveMessage: number;
                            inactiveMessage: string | null;
                            expiresTicketNPS: number;
                            maxUseBotQueuesNPS: number;
                            integrationId: number | null;
                            promptId: number | null;
                            flowIdWelcome: number | null;
                            flowIdNotPhrase: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: string;
                                /** @description HH:mm */
                                startTimeA: string;
                                /** @description HH:mm */
                                endTimeA: string;
                                /** @description HH:mm */
                                startTimeB: string;
                                /** @description HH:mm */
                                endTimeB: string;
                            }[];
                            greetingMediaAttachment: string | null;
                            greetingMediaName: string | null;
                            importOldMessages: string | null;
                            importRecentMessages: string | null;
                            importOldMessagesGroups: boolean;
                            closedTicketsPostImported: boolean;
                            queueIdImportMessages: number | null;
                            statusImportMessages: string | null;
                            lgpdLink: string | null;
                            lgpdMessage: string | null;
                            lgpdObfuscate: boolean;
                            lgpdAlwaysAsk: boolean;
                            pairingCodeNumber: string | null;
                            ticketOnCall: boolean;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsappsession/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** End the session and start a new one (new QR code) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Start the session */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Disconnect the session */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsappsession/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect any company’s session (super admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp-restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart every session of the company that was not stopped
         * @description Each session is closed and opened again with the same credentials: phones stay paired (no new QR code).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plugins/ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** UI panels contributed by plugins, and those the caller may not open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plugins: {
                                id: string;
                                version: string;
                            }[];
                            panels: {
                                app: "admin" | "agent";
                                kind: "resource" | "route";
                                id: string;
                                path: string;
                                screenPath?: string;
                                superOnly?: boolean;
                                profile?: "admin" | "user";
                                planFlag?: string;
                                permission?: string;
                                label: string;
                                labels?: {
                                    pt?: string;
                                    en?: string;
                                    es?: string;
                                    tr?: string;
                                };
                                icon?: string;
                                readOnly?: boolean;
                                fields?: {
                                    source: string;
                                    label: string;
                                    labels?: {
                                        pt?: string;
                                        en?: string;
                                        es?: string;
                                        tr?: string;
                                    };
                                    type: string;
                                    required?: boolean;
                                    defaultValue?: string | number | boolean;
                                    choices?: {
                                        id: string | number;
                                        label: string;
                                        labels?: {
                                            pt?: string;
                                            en?: string;
                                            es?: string;
                                            tr?: string;
                                        };
                                    }[];
                                    upload?: {
                                        path: string;
                                        accept: string[];
                                        maxBytes?: number;
                                        nameSource?: string;
                                    };
                                }[];
                            }[];
                            refused: {
                                app: "admin" | "agent";
                                kind: "resource" | "route";
                                id: string;
                                path: string;
                                screenPath?: string;
                                superOnly?: boolean;
                                profile?: "admin" | "user";
                                planFlag?: string;
                                permission?: string;
                            }[];
                            /** @description The loaded plugins' own error codes (the error envelope's `error`), with their message in the front ends' languages */
                            errors: {
                                [key: string]: {
                                    message: string;
                                    labels: {
                                        pt?: string;
                                        en?: string;
                                        es?: string;
                                        tr?: string;
                                    };
                                };
                            };
                            capabilities: {
                                /** @description A loaded plugin transcribes received audios (the inbox then offers "Transcrever") */
                                transcription: boolean;
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inbox list, in the caller scope (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                    status?: "pending" | "open" | "closed" | "group" | "lgpd";
                    /** @description JSON list of statuses */
                    statusFilter?: string;
                    /** @description JSON list of tag (a ticket must carry every one) ids, e.g. [1,2] */
                    tags?: string;
                    /** @description JSON list of owner ids, e.g. [1,2] */
                    users?: string;
                    /** @description JSON list of queue ids, e.g. [1,2] */
                    queueIds?: string;
                    /** @description JSON list of connection ids, e.g. [1,2] */
                    whatsapps?: string;
                    /** @description created on this day (yyyy-mm-dd) */
                    date?: string;
                    /** @description last updated on this day */
                    updatedAt?: string;
                    showAll?: boolean;
                    withUnreadMessages?: boolean;
                    searchOnMessages?: boolean;
                    sortTickets?: "ASC" | "DESC" | "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tickets: {
                                id: number;
                                /** Format: uuid */
                                uuid: string;
                                companyId: number;
                                contactId: number;
                                userId: number | null;
                                queueId: number | null;
                                whatsappId: number | null;
                                /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                                status: string;
                                channel: string;
                                lastMessage: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                                /** Format: date-time */
                                createdAt: string;
                                unreadMessages: number;
                                isBot: boolean;
                                isGroup: boolean;
                                isTransfered: boolean;
                                useIntegration: boolean;
                                amountUsedBotQueues: number;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    email: string | null;
                                    urlPicture: string | null;
                                    isGroup: boolean;
                                    active: boolean;
                                    channel: string;
                                };
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                user: {
                                    id: number;
                                    name: string;
                                    color: string | null;
                                    profileImage: string | null;
                                } | null;
                                whatsapp: {
                                    id: number;
                                    name: string;
                                    channel: string;
                                    groupAsTicket: string;
                                } | null;
                                tags: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                userRating: {
                                    /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                    rate: number;
                                } | null;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Open a ticket for a contact (the caller owns it when open)
         * @description A contact with a working ticket on that connection answers 409 ERR_OTHER_OPEN_TICKET with details { ticketId, uuid, status, userId, user, queueId, queue }; when that ticket is the caller's own it is returned (200).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contactId: number;
                        /** @enum {unknown} */
                        status?: "open" | "pending" | "group";
                        userId?: number | null;
                        queueId?: number | null;
                        whatsappId?: number | null;
                        companyId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/u/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket with its contact, by uuid (what /tickets/{uuid} opens) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Accept, return to queue, resolve, ignore, reopen or transfer a ticket (inbox.md §4) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status?: "pending" | "open" | "closed" | "group" | "lgpd";
                        userId?: number | null;
                        queueId?: number | null;
                        sendFarewellMessage?: boolean;
                        amountUsedBotQueues?: number;
                        msgTransfer?: string | null;
                        isTransfered?: boolean;
                        useIntegration?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a ticket with its messages, notes and timeline (admins) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/closeAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close every working ticket of a status and queues, without farewell (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status?: "open" | "pending" | "group" | "lgpd";
                        selectedQueueIds?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            closed: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets-log/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's timeline, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            ticketId: number;
                            /** @enum {unknown} */
                            type: "create" | "chatBot" | "queue" | "open" | "access" | "transfered" | "receivedTransfer" | "pending" | "closed" | "reopen" | "redirect";
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            queue: {
                                id: number;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket/kanban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Working tickets for the kanban board, by queues and days of last activity */
        get: {
            parameters: {
                query?: {
                    /** @description JSON list of queue ids, e.g. [1,2] */
                    queueIds?: string;
                    /** @description first day of activity (default today) */
                    startDate?: string;
                    /** @description last day of activity (default today) */
                    endDate?: string;
                    pageNumber?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tickets: {
                                id: number;
                                /** Format: uuid */
                                uuid: string;
                                companyId: number;
                                contactId: number;
                                userId: number | null;
                                queueId: number | null;
                                whatsappId: number | null;
                                /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                                status: string;
                                channel: string;
                                lastMessage: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                                /** Format: date-time */
                                createdAt: string;
                                unreadMessages: number;
                                isBot: boolean;
                                isGroup: boolean;
                                isTransfered: boolean;
                                useIntegration: boolean;
                                amountUsedBotQueues: number;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    email: string | null;
                                    urlPicture: string | null;
                                    isGroup: boolean;
                                    active: boolean;
                                    channel: string;
                                };
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                user: {
                                    id: number;
                                    name: string;
                                    color: string | null;
                                    profileImage: string | null;
                                } | null;
                                whatsapp: {
                                    id: number;
                                    name: string;
                                    channel: string;
                                    groupAsTicket: string;
                                } | null;
                                tags: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                userRating: {
                                    /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                    rate: number;
                                } | null;
                            }[];
                            count: number;
                            hasMore: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a note to a ticket */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        note: string;
                        ticketId: number;
                        contactId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            note: string;
                            ticketId: number;
                            contactId: number;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-notes/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A ticket's notes with their authors, newest first */
        get: {
            parameters: {
                query: {
                    ticketId: number;
                    contactId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            note: string;
                            ticketId: number;
                            contactId: number;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a note (its author, or an admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-tags/{ticketId}/{tagId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put a tag on a ticket */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                    tagId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticketId: number;
                            tagId: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Take one tag off a ticket */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                    tagId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticketId: number;
                            tagId: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticket-tags/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take every tag off a ticket */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/moments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tickets being attended and waiting now, for the real-time panel */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "open" | "closed" | "group" | "lgpd";
                    showAll?: boolean;
                    /** @description JSON list of queue ids, e.g. [1,2] */
                    queueIds?: string;
                    dateStart?: string;
                    dateEnd?: string;
                    userId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            companyId: number;
                            contactId: number;
                            userId: number | null;
                            queueId: number | null;
                            whatsappId: number | null;
                            /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                            status: string;
                            channel: string;
                            lastMessage: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            unreadMessages: number;
                            isBot: boolean;
                            isGroup: boolean;
                            isTransfered: boolean;
                            useIntegration: boolean;
                            amountUsedBotQueues: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                email: string | null;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                channel: string;
                            };
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            user: {
                                id: number;
                                name: string;
                                color: string | null;
                                profileImage: string | null;
                            } | null;
                            whatsapp: {
                                id: number;
                                name: string;
                                channel: string;
                                groupAsTicket: string;
                            } | null;
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            userRating: {
                                /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                rate: number;
                            } | null;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counters and attendants of a range (default: the first of the month to today) */
        get: {
            parameters: {
                query?: {
                    /** @description The last n days, today included (when date_from is not given) */
                    days?: number;
                    /** @description First day, yyyy-mm-dd (São Paulo); default: the first of the month */
                    date_from?: string;
                    /** @description Last day, yyyy-mm-dd (São Paulo); default: today */
                    date_to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            range: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            counters: {
                                /** @description Tickets being attended now (open, not groups) */
                                supportHappening: number;
                                /** @description Tickets waiting now (pending, not groups) */
                                supportPending: number;
                                /** @description Tickets closed in the range */
                                supportFinished: number;
                                /** @description Group tickets being worked now */
                                supportGroups: number;
                                /** @description Contacts (not groups) created in the range */
                                leads: number;
                                /** @description Average time from an attendant taking a ticket to closing it, over tickets closed in the range, in minutes */
                                avgSupportTime: number;
                                /** @description Average time from a ticket opening to an attendant taking it, over tickets closed in the range, in minutes */
                                avgWaitTime: number;
                                /** @description Tickets created in the range by an attendant */
                                activeTickets: number;
                                /** @description Tickets created in the range by an inbound message */
                                passiveTickets: number;
                                /** @description Promoters % minus detractors % */
                                npsScore: number;
                                /** @description Ratings of 9-10 among the ratings of tickets closed in the range, in percent */
                                npsPromotersPerc: number;
                                /** @description Ratings of 0-6 among them, in percent */
                                npsDetractorsPerc: number;
                                /** @description Ratings of 7-8 among them, in percent */
                                npsPassivePerc: number;
                                /** @description Tickets created in the range (activeTickets + passiveTickets) */
                                tickets: number;
                                /** @description Tickets closed in the range whose rating question is still open */
                                waitRating: number;
                                /** @description Tickets closed in the range without a rating and no open question */
                                withoutRating: number;
                                /** @description Tickets closed in the range with a rating */
                                withRating: number;
                                /** @description withRating among the tickets closed in the range, in percent */
                                percRating: number;
                            };
                            attendants: {
                                id: number;
                                name: string;
                                /** @description Average 0-10 rating of the tickets they closed in the range; null when none was rated */
                                rating: number | null;
                                /** @description Ratings of the tickets they closed in the range */
                                countRating: number;
                                /** @description Tickets they closed in the range */
                                tickets: number;
                                /** @description Average wait of the tickets they closed in the range, in minutes */
                                avgWaitTime: number;
                                /** @description Average attendance of the tickets they closed in the range, in minutes */
                                avgSupportTime: number;
                                online: boolean;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/ticketsUsers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tickets created in a range per attendant who owns them */
        get: {
            parameters: {
                query?: {
                    /** @description First day, yyyy-mm-dd (São Paulo); default: the first of the month */
                    initialDate?: string;
                    /** @description Last day, yyyy-mm-dd (São Paulo); default: today */
                    finalDate?: string;
                    companyId?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            range: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            data: {
                                userId: number;
                                name: string;
                                /** @description Tickets created in the range that they own */
                                tickets: number;
                            }[];
                            /** @description Tickets listed */
                            count: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/ticketsDay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tickets created in a range per day (per hour when the range is one day) */
        get: {
            parameters: {
                query?: {
                    /** @description First day, yyyy-mm-dd (São Paulo); default: the first of the month */
                    initialDate?: string;
                    /** @description Last day, yyyy-mm-dd (São Paulo); default: today */
                    finalDate?: string;
                    companyId?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            range: {
                                /** Format: date */
                                from: string;
                                /** Format: date */
                                to: string;
                            };
                            data: {
                                /** Format: date */
                                date: string;
                                /** @description The hour, when the range is one day; null for a day */
                                hour: number | null;
                                /** @description Tickets created in that day or hour */
                                tickets: number;
                            }[];
                            /** @description Tickets created in the range */
                            count: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketreport/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The attendance report: tickets created in a range, filtered, a page at a time */
        get: {
            parameters: {
                query?: {
                    /** @description Part of the contact's name or number, or a ticket id */
                    searchParam?: string;
                    contactId?: number;
                    /** @description Connection ids (one id alone is accepted too): a JSON list such as [1,2], or the parameter repeated */
                    whatsappId?: string | string[];
                    /** @description Ids of the attendants who own the tickets: a JSON list such as [1,2], or the parameter repeated */
                    users?: string | string[];
                    /** @description Queue ids: a JSON list such as [1,2], or the parameter repeated */
                    queueIds?: string | string[];
                    /** @description Statuses, among pending, open, closed, group, lgpd: a JSON list such as [1,2], or the parameter repeated */
                    status?: string | string[];
                    /** @description First day of creation, yyyy-mm-dd (São Paulo); default: the first of the month */
                    dateFrom?: string;
                    /** @description Last day of creation, yyyy-mm-dd (São Paulo); default: today */
                    dateTo?: string;
                    page?: number;
                    /** @description Rows per page (the page offers 5, 10, 20, 50); one answer holds at most 100,000 rows */
                    pageSize?: number;
                    /** @description Only tickets the contact rated */
                    onlyRated?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tickets: {
                                id: number;
                                /** Format: uuid */
                                uuid: string;
                                whatsappName: string | null;
                                contactName: string;
                                userName: string | null;
                                queueName: string | null;
                                /** @enum {unknown} */
                                status: "pending" | "open" | "closed" | "group" | "lgpd";
                                lastMessage: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                closedAt: string | null;
                                supportTime: string | null;
                                NPS: number | null;
                            }[];
                            totalTickets: {
                                /** @description Tickets matching the filters, on every page */
                                total: number;
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{ticketUuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page (20) of a conversation, oldest first within the page; marks the ticket read */
        get: {
            parameters: {
                query?: {
                    pageNumber?: number;
                    /** @description queue ids as a JSON array or a comma-separated list */
                    selectedQueues?: string;
                };
                header?: never;
                path: {
                    /** @description the ticket uuid (or its numeric id) */
                    ticketUuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                            ticket: {
                                id: number;
                                /** Format: uuid */
                                uuid: string;
                                companyId: number;
                                contactId: number;
                                userId: number | null;
                                queueId: number | null;
                                whatsappId: number | null;
                                /** @description pending, open, closed, group, or lgpd (waiting for the contact's LGPD consent, admins only) */
                                status: string;
                                channel: string;
                                lastMessage: string | null;
                                /** Format: date-time */
                                updatedAt: string;
                                /** Format: date-time */
                                createdAt: string;
                                unreadMessages: number;
                                isBot: boolean;
                                isGroup: boolean;
                                isTransfered: boolean;
                                useIntegration: boolean;
                                amountUsedBotQueues: number;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    email: string | null;
                                    urlPicture: string | null;
                                    isGroup: boolean;
                                    active: boolean;
                                    channel: string;
                                };
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                user: {
                                    id: number;
                                    name: string;
                                    color: string | null;
                                    profileImage: string | null;
                                } | null;
                                whatsapp: {
                                    id: number;
                                    name: string;
                                    channel: string;
                                    groupAsTicket: string;
                                } | null;
                                tags: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                userRating: {
                                    /** @description The contact's rating as the list's emoji (1 furious ... 5 heart-eyes), from their 0-10 answer: 0-2 → 1, 3-4 → 2, 5-6 → 3, 7-8 → 4, 9-10 → 5 */
                                    rate: number;
                                } | null;
                            };
                            count: number;
                            hasMore: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message: JSON (text, contact card, stored file) or multipart (medias with captions)
         * @description Only on open or group tickets. Private notes (isPrivate) are stored and shown to the team, never sent.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body?: string;
                        quotedMsg?: number | {
                            id: number;
                        } | null;
                        isPrivate?: boolean | "true" | "false";
                        signMessage?: boolean | "true" | "false";
                        vCard?: {
                            name: string;
                            number: string;
                        } | null;
                        mediaUrl?: string | null;
                        read?: (boolean | "true" | "false") | number;
                        fromMe?: (boolean | "true" | "false") | number;
                    };
                    "multipart/form-data": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit one of your own messages within 15 minutes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            body: string;
                            fromMe: boolean;
                            mediaType: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            ack: number;
                            isDeleted: boolean;
                            isEdited: boolean;
                            isForwarded: boolean;
                            isPrivate: boolean;
                            sendError: string | null;
                            participant: string | null;
                            dataJson: string | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            ticketId: number;
                            ticket: {
                                id: number;
                                uuid: string;
                                queueId: number | null;
                            };
                            contactId: number | null;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            userId: number | null;
                            companyId: number;
                            quotedMsg: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                contact: {
                                    id: number;
                                    name: string;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your own messages (for everyone, when the channel allows) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            body: string;
                            fromMe: boolean;
                            mediaType: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            ack: number;
                            isDeleted: boolean;
                            isEdited: boolean;
                            isForwarded: boolean;
                            isPrivate: boolean;
                            sendError: string | null;
                            participant: string | null;
                            dataJson: string | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            ticketId: number;
                            ticket: {
                                id: number;
                                uuid: string;
                                queueId: number | null;
                            };
                            contactId: number | null;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            userId: number | null;
                            companyId: number;
                            quotedMsg: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                contact: {
                                    id: number;
                                    name: string;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{messageId}/reaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * React to a message with an emoji (an empty emoji takes your reaction back)
         * @description Allowed to whoever may send on the ticket. ERR_CHANNEL_UNSUPPORTED when the channel has no reactions.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    messageId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description An emoji; empty removes the reaction */
                        emoji: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reaction: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{ticketId}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Show the contact that you are typing, recording audio, or stopped
         * @description Allowed to whoever may send on the ticket. ERR_CHANNEL_UNSUPPORTED when the channel shows no presence.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        state?: "composing" | "recording" | "paused";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            state: "composing" | "recording" | "paused";
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message/forward": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forward messages to a contact's working ticket (opened if none), 900 ms apart */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        messageId: number | number[];
                        contactId: number;
                        signMessage?: boolean | "true" | "false";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages-allMe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many messages the company exchanged (or sent, with fromMe) between two days */
        get: {
            parameters: {
                query?: {
                    fromMe?: boolean | "true" | "false";
                    dateStart?: string;
                    dateEnd?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            count: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/lista/{ticketId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a list menu */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        text: string;
                        buttonText: string;
                        footer?: string;
                        sections: {
                            title?: string;
                            rows: {
                                title: string;
                                description?: string;
                                rowId?: string;
                                id?: string;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/copy/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a copy-code button */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string;
                        buttonText: string;
                        copyText: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/call/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a call button (copyText is the number) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string;
                        buttonText: string;
                        copyText: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/URL/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a link button, optionally with an image (copyText is the link) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        image?: string | null;
                        title: string;
                        description?: string;
                        buttonText: string;
                        copyText: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/PIX/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a PIX payment request
         * @description PHONE keys get +55 when they carry no country code. The body begins with [PIX].
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        sendvalue: number | string;
                        sendkey_type: "CNPJ" | "CPF" | "PHONE" | "EMAIL" | "EVP";
                        sendmerchant_name: string;
                        sendKey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                id: number;
                                body: string;
                                fromMe: boolean;
                                mediaType: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                ack: number;
                                isDeleted: boolean;
                                isEdited: boolean;
                                isForwarded: boolean;
                                isPrivate: boolean;
                                sendError: string | null;
                                participant: string | null;
                                dataJson: string | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                ticketId: number;
                                ticket: {
                                    id: number;
                                    uuid: string;
                                    queueId: number | null;
                                };
                                contactId: number | null;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                userId: number | null;
                                companyId: number;
                                quotedMsg: {
                                    id: number;
                                    body: string;
                                    fromMe: boolean;
                                    mediaType: string | null;
                                    mediaUrl: string | null;
                                    contact: {
                                        id: number;
                                        name: string;
                                    } | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/transcribeAudio/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The text of a received audio, transcribed once and then kept
         * @description For a received audio on a ticket the caller may see (others answer 404). The first request asks the transcription plugin (ERR_TRANSCRIPTION_UNAVAILABLE when none is loaded, ERR_TRANSCRIPTION_NOT_CONFIGURED when its key is not set); later ones answer the kept text. ERR_NOT_RECEIVED_AUDIO for a sent, deleted or linked (not stored) audio, or a message that is no audio.
         */
        get: {
            parameters: {
                query?: {
                    /** @description ISO-639-1 code of the spoken language (pt, en...), as a hint; detected when left out */
                    language?: string;
                };
                header?: never;
                path: {
                    /** @description The audio's stored file name (the last segment of the message's mediaUrl, before the query string), or the message's id */
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description What was said; empty when the audio has no speech */
                            transcribedText: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                    contactTag?: string;
                    channel?: "whatsapp" | "whatsappapi" | "facebook" | "instagram" | "api";
                    isGroup?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contacts: {
                                id: number;
                                companyId: number;
                                name: string;
                                number: string | null;
                                email: string;
                                urlPicture: string | null;
                                isGroup: boolean;
                                active: boolean;
                                acceptAudioMessage: boolean;
                                disableBot: boolean;
                                lgpdAcceptedAt: string | null;
                                channel: string;
                                whatsappId: number | null;
                                walletUserId: number | null;
                                extraInfo: {
                                    id: number;
                                    name: string;
                                    value: string;
                                }[];
                                tags: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a contact (409 ERR_DUPLICATED_CONTACT when the number is known in any form) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 2 to 250 characters */
                        name: string;
                        /** @description Country code + area code + number; punctuation is ignored */
                        number: string;
                        /** @description A valid e-mail, or empty */
                        email?: string;
                        extraInfo?: {
                            name: string;
                            value: string;
                        }[];
                        acceptAudioMessage?: boolean;
                        companyId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contacts for pickers: id, name and number, by name */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    limit?: number;
                    companyId?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            number: string | null;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/profile/{number}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The contact with this number (any of its forms) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    number: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact with its extra fields and tags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a contact; extraInfo, when given, replaces its extra fields */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description 2 to 250 characters */
                        name?: string;
                        /** @description Country code + area code + number; punctuation is ignored */
                        number?: string;
                        /** @description A valid e-mail, or empty */
                        email?: string;
                        extraInfo?: {
                            name: string;
                            value: string;
                        }[];
                        acceptAudioMessage?: boolean;
                        disableBot?: boolean;
                        walletUserId?: number | null;
                        companyId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a contact with its tickets (admin: contacts-page:deleteContact) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/toggleAcceptAudio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Flip whether audio messages from the contact are accepted */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/toggleDisableBot/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Flip whether chatbots and flows skip the contact */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/block/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block (active false) or unblock (active true) a contact */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        active: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import contacts from an xls, xlsx or csv file (columns name, number, email, tags); nothing is imported when a row is invalid, unless partial=true */
        post: {
            parameters: {
                query?: {
                    partial?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the spreadsheet: xls, xlsx or csv
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            updated: number;
                            errors: {
                                /** @description the spreadsheet row; the header is row 1 */
                                row: number;
                                field: string;
                                /** @description in English, for logs and API users */
                                message: string;
                                /**
                                 * @description what the value broke, for clients to word in their language (docs/development.md, "Field errors")
                                 * @enum {unknown}
                                 */
                                rule: "required" | "minLength" | "maxLength" | "minimum" | "maximum" | "format" | "pattern" | "type" | "invalid" | "phoneNumber" | "missingColumn" | "ERR_DUPLICATED_CONTACT";
                                /** @description the bound of a length or range rule */
                                limit?: number;
                                /** @description the format a format rule expected */
                                format?: string;
                                /** @description for ERR_DUPLICATED_CONTACT, the earlier row with the same number */
                                firstRow?: number;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contactsImport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import one contact (the import screen, row by row): created (201) or updated (200) by number */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        number: string;
                        email?: string | null;
                        tags?: string | string[] | null;
                        validateContact?: "true" | "false" | boolean;
                        companyId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            number: string | null;
                            email: string;
                            urlPicture: string | null;
                            isGroup: boolean;
                            active: boolean;
                            acceptAudioMessage: boolean;
                            disableBot: boolean;
                            lgpdAcceptedAt: string | null;
                            channel: string;
                            whatsappId: number | null;
                            walletUserId: number | null;
                            extraInfo: {
                                id: number;
                                name: string;
                                value: string;
                            }[];
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the company's contacts with their tags as CSV (admin: contacts-page:deleteContact) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description CSV file with the columns name, number, email, tags */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": unknown;
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags or lanes, paged, with ticket and contact counts */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                    kanban?: 0 | 1;
                    tagId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tags: {
                                id: number;
                                companyId: number;
                                name: string;
                                color: string;
                                kanban: number;
                                userId: number | null;
                                timeLane: number;
                                nextLaneId: number | null;
                                rollbackLaneId: number | null;
                                greetingMessageLane: string | null;
                                ticketsCount: number;
                                contactsCount: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            kanban: number;
                            userId: number | null;
                            timeLane: number;
                            nextLaneId: number | null;
                            rollbackLaneId: number | null;
                            greetingMessageLane: string | null;
                            ticketsCount: number;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a tag or a kanban lane (kanban=1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At least 3 characters */
                        name: string;
                        color?: string;
                        kanban?: 0 | 1;
                        timeLane?: number;
                        nextLaneId?: number | null;
                        rollbackLaneId?: number | null;
                        greetingMessageLane?: string | null;
                        userId?: number | null;
                        companyId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            kanban: number;
                            userId: number | null;
                            timeLane: number;
                            nextLaneId: number | null;
                            rollbackLaneId: number | null;
                            greetingMessageLane: string | null;
                            ticketsCount: number;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every tag (or every lane with kanban=1), for selectors */
        get: {
            parameters: {
                query?: {
                    kanban?: 0 | 1;
                    companyId?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            kanban: number;
                            userId: number | null;
                            timeLane: number;
                            nextLaneId: number | null;
                            rollbackLaneId: number | null;
                            greetingMessageLane: string | null;
                            ticketsCount: number;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tag/kanban/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kanban lanes */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            lista: {
                                id: number;
                                companyId: number;
                                name: string;
                                color: string;
                                kanban: number;
                                userId: number | null;
                                timeLane: number;
                                nextLaneId: number | null;
                                rollbackLaneId: number | null;
                                greetingMessageLane: string | null;
                                ticketsCount: number;
                                contactsCount: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tag with the contacts carrying it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            kanban: number;
                            userId: number | null;
                            timeLane: number;
                            nextLaneId: number | null;
                            rollbackLaneId: number | null;
                            greetingMessageLane: string | null;
                            ticketsCount: number;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                            contacts: {
                                id: number;
                                name: string;
                                number: string | null;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a tag or lane */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At least 3 characters */
                        name?: string;
                        color?: string;
                        kanban?: 0 | 1;
                        timeLane?: number;
                        nextLaneId?: number | null;
                        rollbackLaneId?: number | null;
                        greetingMessageLane?: string | null;
                        userId?: number | null;
                        companyId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            kanban: number;
                            userId: number | null;
                            timeLane: number;
                            nextLaneId: number | null;
                            rollbackLaneId: number | null;
                            greetingMessageLane: string | null;
                            ticketsCount: number;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a tag or lane; tickets and contacts lose it */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a contact's tags to exactly these (tags given by name are created when missing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        contactId: number;
                        tags: (({
                            id: number;
                        } & {
                            [key: string]: unknown;
                        }) | ({
                            name: string;
                        } & {
                            [key: string]: unknown;
                        }))[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags-contacts/{tagId}/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a tag from a contact */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    tagId: number;
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contactTags/{contactId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A contact's tags */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    contactId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            tags: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quick messages the caller sees (own, general, and others' visible ones), paged */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            records: {
                                id: number;
                                companyId: number;
                                shortcode: string;
                                message: string;
                                mediaPath: string | null;
                                mediaName: string | null;
                                geral: boolean;
                                visao: boolean;
                                status: boolean;
                                userId: number | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a quick message of the caller */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required; typed after / in the inbox */
                        shortcode: string;
                        message?: string;
                        geral?: boolean;
                        visao?: boolean;
                        status?: boolean;
                        companyId?: unknown;
                        userId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick-messages/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The '/' picker of the inbox: the caller's own and the general active quick messages */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    companyId?: unknown;
                    userId?: unknown;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick-messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One quick message */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a quick message (403 on another user's visible, non-general one) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Required; typed after / in the inbox */
                        shortcode?: string;
                        message?: string;
                        geral?: boolean;
                        visao?: boolean;
                        status?: boolean;
                        companyId?: unknown;
                        userId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a quick message (403 on another user's visible, non-general one) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick-messages/{id}/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file to a quick message (multipart: typeArch, file); replaces the previous one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the file to send with the quick message
                         */
                        file: Blob;
                        /** @description sent by the inbox ("quickMessage") */
                        typeArch?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Remove a quick message's file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            shortcode: string;
                            message: string;
                            mediaPath: string | null;
                            mediaName: string | null;
                            geral: boolean;
                            visao: boolean;
                            status: boolean;
                            userId: number | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scheduled messages by send time, paged; searchParam matches the text and the contact name */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                    contactId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            schedules: {
                                id: number;
                                companyId: number;
                                body: string;
                                contactId: number;
                                contact: {
                                    id: number;
                                    name: string;
                                    number: string | null;
                                    urlPicture: string | null;
                                } | null;
                                ticketId: number | null;
                                userId: number | null;
                                user: {
                                    id: number;
                                    name: string;
                                } | null;
                                sendAt: string;
                                sentAt: string | null;
                                /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                                status: string;
                                failureReason: string | null;
                                sendsDone: number;
                                openTicket: string;
                                ticketUserId: number | null;
                                ticketUser: {
                                    id: number;
                                    name: string;
                                } | null;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                    name: string;
                                    color: string;
                                } | null;
                                whatsappId: number | null;
                                whatsapp: {
                                    id: number;
                                    name: string;
                                } | null;
                                statusTicket: string;
                                intervalo: number;
                                valorIntervalo: number;
                                enviarQuantasVezes: number;
                                tipoDias: number;
                                assinar: boolean;
                                mediaPath: string | null;
                                mediaName: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            companyId: number;
                            body: string;
                            contactId: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            ticketId: number | null;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            sendAt: string;
                            sentAt: string | null;
                            /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                            status: string;
                            failureReason: string | null;
                            sendsDone: number;
                            openTicket: string;
                            ticketUserId: number | null;
                            ticketUser: {
                                id: number;
                                name: string;
                            } | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            whatsappId: number | null;
                            whatsapp: {
                                id: number;
                                name: string;
                            } | null;
                            statusTicket: string;
                            intervalo: number;
                            valorIntervalo: number;
                            enviarQuantasVezes: number;
                            tipoDias: number;
                            assinar: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Schedule a message to a contact (status PENDENTE) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At least 5 characters */
                        body: string;
                        contactId: number;
                        /** Format: date-time */
                        sendAt: string;
                        openTicket?: "enabled" | "disabled";
                        ticketUserId?: number | null;
                        queueId?: number | null;
                        whatsappId?: number | null;
                        statusTicket?: "closed" | "open";
                        intervalo?: number;
                        valorIntervalo?: number;
                        enviarQuantasVezes?: number;
                        tipoDias?: number;
                        assinar?: boolean;
                        companyId?: unknown;
                        userId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            body: string;
                            contactId: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            ticketId: number | null;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            sendAt: string;
                            sentAt: string | null;
                            /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                            status: string;
                            failureReason: string | null;
                            sendsDone: number;
                            openTicket: string;
                            ticketUserId: number | null;
                            ticketUser: {
                                id: number;
                                name: string;
                            } | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            whatsappId: number | null;
                            whatsapp: {
                                id: number;
                                name: string;
                            } | null;
                            statusTicket: string;
                            intervalo: number;
                            valorIntervalo: number;
                            enviarQuantasVezes: number;
                            tipoDias: number;
                            assinar: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One scheduled message */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            body: string;
                            contactId: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            ticketId: number | null;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            sendAt: string;
                            sentAt: string | null;
                            /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                            status: string;
                            failureReason: string | null;
                            sendsDone: number;
                            openTicket: string;
                            ticketUserId: number | null;
                            ticketUser: {
                                id: number;
                                name: string;
                            } | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            whatsappId: number | null;
                            whatsapp: {
                                id: number;
                                name: string;
                            } | null;
                            statusTicket: string;
                            intervalo: number;
                            valorIntervalo: number;
                            enviarQuantasVezes: number;
                            tipoDias: number;
                            assinar: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a scheduled message; a new send time makes it PENDENTE again */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At least 5 characters */
                        body?: string;
                        contactId?: number;
                        /** Format: date-time */
                        sendAt?: string;
                        openTicket?: "enabled" | "disabled";
                        ticketUserId?: number | null;
                        queueId?: number | null;
                        whatsappId?: number | null;
                        statusTicket?: "closed" | "open";
                        intervalo?: number;
                        valorIntervalo?: number;
                        enviarQuantasVezes?: number;
                        tipoDias?: number;
                        assinar?: boolean;
                        companyId?: unknown;
                        userId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            body: string;
                            contactId: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            ticketId: number | null;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            sendAt: string;
                            sentAt: string | null;
                            /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                            status: string;
                            failureReason: string | null;
                            sendsDone: number;
                            openTicket: string;
                            ticketUserId: number | null;
                            ticketUser: {
                                id: number;
                                name: string;
                            } | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            whatsappId: number | null;
                            whatsapp: {
                                id: number;
                                name: string;
                            } | null;
                            statusTicket: string;
                            intervalo: number;
                            valorIntervalo: number;
                            enviarQuantasVezes: number;
                            tipoDias: number;
                            assinar: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a scheduled message */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schedules/{id}/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an image (png, jpg, jpeg) to a scheduled message; replaces the previous one */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the image: png, jpg or jpeg
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            body: string;
                            contactId: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            ticketId: number | null;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            sendAt: string;
                            sentAt: string | null;
                            /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                            status: string;
                            failureReason: string | null;
                            sendsDone: number;
                            openTicket: string;
                            ticketUserId: number | null;
                            ticketUser: {
                                id: number;
                                name: string;
                            } | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            whatsappId: number | null;
                            whatsapp: {
                                id: number;
                                name: string;
                            } | null;
                            statusTicket: string;
                            intervalo: number;
                            valorIntervalo: number;
                            enviarQuantasVezes: number;
                            tipoDias: number;
                            assinar: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Remove a scheduled message's image */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            body: string;
                            contactId: number;
                            contact: {
                                id: number;
                                name: string;
                                number: string | null;
                                urlPicture: string | null;
                            } | null;
                            ticketId: number | null;
                            userId: number | null;
                            user: {
                                id: number;
                                name: string;
                            } | null;
                            sendAt: string;
                            sentAt: string | null;
                            /** @description PENDENTE, ENVIANDO, ENVIADA or ERRO */
                            status: string;
                            failureReason: string | null;
                            sendsDone: number;
                            openTicket: string;
                            ticketUserId: number | null;
                            ticketUser: {
                                id: number;
                                name: string;
                            } | null;
                            queueId: number | null;
                            queue: {
                                id: number;
                                name: string;
                                color: string;
                            } | null;
                            whatsappId: number | null;
                            whatsapp: {
                                id: number;
                                name: string;
                            } | null;
                            statusTicket: string;
                            intervalo: number;
                            valorIntervalo: number;
                            enviarQuantasVezes: number;
                            tipoDias: number;
                            assinar: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's queues by orderQueue (react-admin: range/sort/filter with Content-Range) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            orderQueue: number | null;
                            greetingMessage: string | null;
                            outOfHoursMessage: string | null;
                            closeTicket: boolean;
                            ativarRoteador: boolean;
                            tempoRoteador: number;
                            integrationId: number | null;
                            fileListId: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            chatbots?: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                                options: {
                                                    id: number;
                                                    queueId: number | null;
                                                    parentId: number | null;
                                                    name: string;
                                                    greetingMessage: string | null;
                                                    queueType: string;
                                                    closeTicket: boolean;
                                                    optQueueId: number | null;
                                                    optUserId: number | null;
                                                    optIntegrationId: number | null;
                                                    optFileId: number | null;
                                                    position: number;
                                                }[];
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a queue (admin), within the plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        color: string;
                        orderQueue?: number | null;
                        greetingMessage?: string | null;
                        outOfHoursMessage?: string | null;
                        closeTicket?: boolean;
                        ativarRoteador?: boolean;
                        tempoRoteador?: 0 | 2 | 5 | 10 | 15 | 30 | 45 | 60;
                        integrationId?: number | null;
                        fileListId?: number | null;
                        schedules?: {
                            weekday: string;
                            weekdayEn: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                            startTimeA: string;
                            endTimeA: string;
                            startTimeB: string;
                            endTimeB: string;
                        }[];
                        chatbots?: {
                            id?: number;
                            name: string;
                            greetingMessage?: string | null;
                            queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                            closeTicket?: boolean;
                            optQueueId?: number | null;
                            optUserId?: number | null;
                            optIntegrationId?: number | null;
                            optFileId?: number | null;
                            options?: {
                                id?: number;
                                name: string;
                                greetingMessage?: string | null;
                                queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                closeTicket?: boolean;
                                optQueueId?: number | null;
                                optUserId?: number | null;
                                optIntegrationId?: number | null;
                                optFileId?: number | null;
                                options?: {
                                    id?: number;
                                    name: string;
                                    greetingMessage?: string | null;
                                    queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                    closeTicket?: boolean;
                                    optQueueId?: number | null;
                                    optUserId?: number | null;
                                    optIntegrationId?: number | null;
                                    optFileId?: number | null;
                                    options?: {
                                        id?: number;
                                        name: string;
                                        greetingMessage?: string | null;
                                        queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                        closeTicket?: boolean;
                                        optQueueId?: number | null;
                                        optUserId?: number | null;
                                        optIntegrationId?: number | null;
                                        optFileId?: number | null;
                                        options?: {
                                            id?: number;
                                            name: string;
                                            greetingMessage?: string | null;
                                            queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                            closeTicket?: boolean;
                                            optQueueId?: number | null;
                                            optUserId?: number | null;
                                            optIntegrationId?: number | null;
                                            optFileId?: number | null;
                                        }[];
                                    }[];
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            orderQueue: number | null;
                            greetingMessage: string | null;
                            outOfHoursMessage: string | null;
                            closeTicket: boolean;
                            ativarRoteador: boolean;
                            tempoRoteador: number;
                            integrationId: number | null;
                            fileListId: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            chatbots?: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                                options: {
                                                    id: number;
                                                    queueId: number | null;
                                                    parentId: number | null;
                                                    name: string;
                                                    greetingMessage: string | null;
                                                    queueType: string;
                                                    closeTicket: boolean;
                                                    optQueueId: number | null;
                                                    optUserId: number | null;
                                                    optIntegrationId: number | null;
                                                    optFileId: number | null;
                                                    position: number;
                                                }[];
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queue/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One queue with its chatbot menu and schedules */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            orderQueue: number | null;
                            greetingMessage: string | null;
                            outOfHoursMessage: string | null;
                            closeTicket: boolean;
                            ativarRoteador: boolean;
                            tempoRoteador: number;
                            integrationId: number | null;
                            fileListId: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            chatbots?: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                                options: {
                                                    id: number;
                                                    queueId: number | null;
                                                    parentId: number | null;
                                                    name: string;
                                                    greetingMessage: string | null;
                                                    queueType: string;
                                                    closeTicket: boolean;
                                                    optQueueId: number | null;
                                                    optUserId: number | null;
                                                    optIntegrationId: number | null;
                                                    optFileId: number | null;
                                                    position: number;
                                                }[];
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a queue, its schedules and (with chatbots) its whole menu (admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        color?: string;
                        orderQueue?: number | null;
                        greetingMessage?: string | null;
                        outOfHoursMessage?: string | null;
                        closeTicket?: boolean;
                        ativarRoteador?: boolean;
                        tempoRoteador?: 0 | 2 | 5 | 10 | 15 | 30 | 45 | 60;
                        integrationId?: number | null;
                        fileListId?: number | null;
                        schedules?: {
                            weekday: string;
                            weekdayEn: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                            startTimeA: string;
                            endTimeA: string;
                            startTimeB: string;
                            endTimeB: string;
                        }[];
                        chatbots?: {
                            id?: number;
                            name: string;
                            greetingMessage?: string | null;
                            queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                            closeTicket?: boolean;
                            optQueueId?: number | null;
                            optUserId?: number | null;
                            optIntegrationId?: number | null;
                            optFileId?: number | null;
                            options?: {
                                id?: number;
                                name: string;
                                greetingMessage?: string | null;
                                queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                closeTicket?: boolean;
                                optQueueId?: number | null;
                                optUserId?: number | null;
                                optIntegrationId?: number | null;
                                optFileId?: number | null;
                                options?: {
                                    id?: number;
                                    name: string;
                                    greetingMessage?: string | null;
                                    queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                    closeTicket?: boolean;
                                    optQueueId?: number | null;
                                    optUserId?: number | null;
                                    optIntegrationId?: number | null;
                                    optFileId?: number | null;
                                    options?: {
                                        id?: number;
                                        name: string;
                                        greetingMessage?: string | null;
                                        queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                        closeTicket?: boolean;
                                        optQueueId?: number | null;
                                        optUserId?: number | null;
                                        optIntegrationId?: number | null;
                                        optFileId?: number | null;
                                        options?: {
                                            id?: number;
                                            name: string;
                                            greetingMessage?: string | null;
                                            queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                            closeTicket?: boolean;
                                            optQueueId?: number | null;
                                            optUserId?: number | null;
                                            optIntegrationId?: number | null;
                                            optFileId?: number | null;
                                        }[];
                                    }[];
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            color: string;
                            orderQueue: number | null;
                            greetingMessage: string | null;
                            outOfHoursMessage: string | null;
                            closeTicket: boolean;
                            ativarRoteador: boolean;
                            tempoRoteador: number;
                            integrationId: number | null;
                            fileListId: number | null;
                            schedules: {
                                weekday: string;
                                weekdayEn: "sunday" | "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday";
                                startTimeA: string;
                                endTimeA: string;
                                startTimeB: string;
                                endTimeB: string;
                            }[];
                            chatbots?: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                                options: {
                                                    id: number;
                                                    queueId: number | null;
                                                    parentId: number | null;
                                                    name: string;
                                                    greetingMessage: string | null;
                                                    queueType: string;
                                                    closeTicket: boolean;
                                                    optQueueId: number | null;
                                                    optUserId: number | null;
                                                    optIntegrationId: number | null;
                                                    optFileId: number | null;
                                                    position: number;
                                                }[];
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a queue (admin); its tickets stay, without a queue */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One chatbot option with its sub-options */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            queueId: number | null;
                            parentId: number | null;
                            name: string;
                            greetingMessage: string | null;
                            queueType: string;
                            closeTicket: boolean;
                            optQueueId: number | null;
                            optUserId: number | null;
                            optIntegrationId: number | null;
                            optFileId: number | null;
                            position: number;
                            options: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a chatbot option; with options, its sub-menu is replaced as a whole (admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        name?: string;
                        greetingMessage?: string | null;
                        queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                        closeTicket?: boolean;
                        optQueueId?: number | null;
                        optUserId?: number | null;
                        optIntegrationId?: number | null;
                        optFileId?: number | null;
                        options?: {
                            id?: number;
                            name: string;
                            greetingMessage?: string | null;
                            queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                            closeTicket?: boolean;
                            optQueueId?: number | null;
                            optUserId?: number | null;
                            optIntegrationId?: number | null;
                            optFileId?: number | null;
                            options?: {
                                id?: number;
                                name: string;
                                greetingMessage?: string | null;
                                queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                closeTicket?: boolean;
                                optQueueId?: number | null;
                                optUserId?: number | null;
                                optIntegrationId?: number | null;
                                optFileId?: number | null;
                                options?: {
                                    id?: number;
                                    name: string;
                                    greetingMessage?: string | null;
                                    queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                    closeTicket?: boolean;
                                    optQueueId?: number | null;
                                    optUserId?: number | null;
                                    optIntegrationId?: number | null;
                                    optFileId?: number | null;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            queueId: number | null;
                            parentId: number | null;
                            name: string;
                            greetingMessage: string | null;
                            queueType: string;
                            closeTicket: boolean;
                            optQueueId: number | null;
                            optUserId: number | null;
                            optIntegrationId: number | null;
                            optFileId: number | null;
                            position: number;
                            options: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a chatbot option and its sub-options (admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chatbot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an option to a queue's menu (queueId) or under another option (parentId) (admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        name: string;
                        greetingMessage?: string | null;
                        queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                        closeTicket?: boolean;
                        optQueueId?: number | null;
                        optUserId?: number | null;
                        optIntegrationId?: number | null;
                        optFileId?: number | null;
                        queueId?: number;
                        parentId?: number;
                        options?: {
                            id?: number;
                            name: string;
                            greetingMessage?: string | null;
                            queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                            closeTicket?: boolean;
                            optQueueId?: number | null;
                            optUserId?: number | null;
                            optIntegrationId?: number | null;
                            optFileId?: number | null;
                            options?: {
                                id?: number;
                                name: string;
                                greetingMessage?: string | null;
                                queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                closeTicket?: boolean;
                                optQueueId?: number | null;
                                optUserId?: number | null;
                                optIntegrationId?: number | null;
                                optFileId?: number | null;
                                options?: {
                                    id?: number;
                                    name: string;
                                    greetingMessage?: string | null;
                                    queueType?: "text" | "attendent" | "queue" | "integration" | "file";
                                    closeTicket?: boolean;
                                    optQueueId?: number | null;
                                    optUserId?: number | null;
                                    optIntegrationId?: number | null;
                                    optFileId?: number | null;
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            queueId: number | null;
                            parentId: number | null;
                            name: string;
                            greetingMessage: string | null;
                            queueType: string;
                            closeTicket: boolean;
                            optQueueId: number | null;
                            optUserId: number | null;
                            optIntegrationId: number | null;
                            optFileId: number | null;
                            position: number;
                            options: {
                                id: number;
                                queueId: number | null;
                                parentId: number | null;
                                name: string;
                                greetingMessage: string | null;
                                queueType: string;
                                closeTicket: boolean;
                                optQueueId: number | null;
                                optUserId: number | null;
                                optIntegrationId: number | null;
                                optFileId: number | null;
                                position: number;
                                options: {
                                    id: number;
                                    queueId: number | null;
                                    parentId: number | null;
                                    name: string;
                                    greetingMessage: string | null;
                                    queueType: string;
                                    closeTicket: boolean;
                                    optQueueId: number | null;
                                    optUserId: number | null;
                                    optIntegrationId: number | null;
                                    optFileId: number | null;
                                    position: number;
                                    options: {
                                        id: number;
                                        queueId: number | null;
                                        parentId: number | null;
                                        name: string;
                                        greetingMessage: string | null;
                                        queueType: string;
                                        closeTicket: boolean;
                                        optQueueId: number | null;
                                        optUserId: number | null;
                                        optIntegrationId: number | null;
                                        optFileId: number | null;
                                        position: number;
                                        options: {
                                            id: number;
                                            queueId: number | null;
                                            parentId: number | null;
                                            name: string;
                                            greetingMessage: string | null;
                                            queueType: string;
                                            closeTicket: boolean;
                                            optQueueId: number | null;
                                            optUserId: number | null;
                                            optIntegrationId: number | null;
                                            optFileId: number | null;
                                            position: number;
                                            options: {
                                                id: number;
                                                queueId: number | null;
                                                parentId: number | null;
                                                name: string;
                                                greetingMessage: string | null;
                                                queueType: string;
                                                closeTicket: boolean;
                                                optQueueId: number | null;
                                                optUserId: number | null;
                                                optIntegrationId: number | null;
                                                optFileId: number | null;
                                                position: number;
                                            }[];
                                        }[];
                                    }[];
                                }[];
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's users, paged; searchParam matches name or e-mail (or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                    companyId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                id: number;
                                companyId: number;
                                name: string;
                                email: string;
                                profile: string;
                                super: boolean;
                                profileImage: string | null;
                                startWork: string;
                                endWork: string;
                                farewellMessage: string | null;
                                whatsappId: number | null;
                                allTicket: string;
                                allowGroup: string;
                                allHistoric: string;
                                allUserChat: string;
                                userClosePendingTicket: string;
                                showDashboard: string;
                                allowRealTime: string;
                                allowConnections: string;
                                /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                                pluginPermissions: {
                                    [key: string]: boolean;
                                };
                                defaultTheme: string;
                                defaultMenu: string;
                                defaultTicketsManagerWidth: number;
                                color: string | null;
                                online: boolean;
                                lastSeenAt: string | null;
                                queues: {
                                    id: number;
                                    name: string;
                                    color: string;
                                }[];
                                queueIds: number[];
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            companyId: number;
                            name: string;
                            email: string;
                            profile: string;
                            super: boolean;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            farewellMessage: string | null;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                            pluginPermissions: {
                                [key: string]: boolean;
                            };
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
                            lastSeenAt: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            queueIds: number[];
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a user (admin), within the plan */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        profile?: "admin" | "user";
                        super?: boolean;
                        queueIds?: number[];
                        whatsappId?: number | null;
                        startWork?: string;
                        endWork?: string;
                        farewellMessage?: string | null;
                        defaultTheme?: "light" | "dark";
                        defaultMenu?: "open" | "closed";
                        defaultTicketsManagerWidth?: number;
                        color?: string | null;
                        allTicket?: "enabled" | "disabled";
                        allowGroup?: "enabled" | "disabled";
                        allHistoric?: "enabled" | "disabled";
                        allUserChat?: "enabled" | "disabled";
                        userClosePendingTicket?: "enabled" | "disabled";
                        showDashboard?: "enabled" | "disabled";
                        allowRealTime?: "enabled" | "disabled";
                        allowConnections?: "enabled" | "disabled";
                        /** @description Plugin permissions to change (GET /users/plugin-permissions names them); those left out keep their value */
                        pluginPermissions?: {
                            [key: string]: boolean;
                        };
                        companyId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            email: string;
                            profile: string;
                            super: boolean;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            farewellMessage: string | null;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                            pluginPermissions: {
                                [key: string]: boolean;
                            };
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
                            lastSeenAt: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            queueIds: number[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every user of the company (id and name, for pickers); super admins may name a companyId */
        get: {
            parameters: {
                query?: {
                    companyId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            profile: string;
                            online: boolean;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/plugin-permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The per-user permissions the loaded plugins declare, to show beside core's switches on the user form (admin) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            pluginId: string;
                            default: boolean;
                            label: string;
                            labels?: {
                                pt?: string;
                                en?: string;
                                es?: string;
                                tr?: string;
                            };
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user in the session user shape: queues, company, permissions */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            email: string;
                            profile: "admin" | "user";
                            super: boolean;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            farewellMessage: string | null;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                            pluginPermissions: {
                                [key: string]: boolean;
                            };
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
                            lastSeenAt: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            queueIds: number[];
                            createdAt: string;
                            updatedAt: string;
                            permissions: string[];
                            company: {
                                id: number;
                                name: string;
                                dueDate: string | null;
                                plan: {
                                    id: number;
                                    name: string;
                                    useWhatsapp: boolean;
                                    useFacebook: boolean;
                                    useInstagram: boolean;
                                    useCampaigns: boolean;
                                    useSchedules: boolean;
                                    useInternalChat: boolean;
                                    useExternalApi: boolean;
                                    useKanban: boolean;
                                    useOpenAi: boolean;
                                    useIntegrations: boolean;
                                };
                                companieSettings: {
                                    key: string;
                                    value: string | null;
                                }[];
                                settings: {
                                    key: string;
                                    value: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a user; a plain user may change only their own name, e-mail, password and preferences */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        /** Format: email */
                        email?: string;
                        password?: string | "";
                        profile?: "admin" | "user";
                        super?: boolean;
                        queueIds?: number[];
                        whatsappId?: number | null;
                        startWork?: string;
                        endWork?: string;
                        farewellMessage?: string | null;
                        defaultTheme?: "light" | "dark";
                        defaultMenu?: "open" | "closed";
                        defaultTicketsManagerWidth?: number;
                        color?: string | null;
                        allTicket?: "enabled" | "disabled";
                        allowGroup?: "enabled" | "disabled";
                        allHistoric?: "enabled" | "disabled";
                        allUserChat?: "enabled" | "disabled";
                        userClosePendingTicket?: "enabled" | "disabled";
                        showDashboard?: "enabled" | "disabled";
                        allowRealTime?: "enabled" | "disabled";
                        allowConnections?: "enabled" | "disabled";
                        /** @description Plugin permissions to change (GET /users/plugin-permissions names them); those left out keep their value */
                        pluginPermissions?: {
                            [key: string]: boolean;
                        };
                        companyId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            email: string;
                            profile: string;
                            super: boolean;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            farewellMessage: string | null;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                            pluginPermissions: {
                                [key: string]: boolean;
                            };
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
                            lastSeenAt: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            queueIds: number[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a user (admin; not yourself); their sessions end at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an avatar (multipart userId, typeArch, profileImage); your own, or any as admin */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the avatar image (the field may also be named file)
                         */
                        profileImage: Blob;
                        /** @description sent by the inbox; the path names the user */
                        userId?: string;
                        /** @description sent by the inbox ("user") */
                        typeArch?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            companyId: number;
                            name: string;
                            email: string;
                            profile: string;
                            super: boolean;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            farewellMessage: string | null;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            /** @description Per-user permissions the loaded plugins declare, by key, true when on (GET /users/plugin-permissions names them) */
                            pluginPermissions: {
                                [key: string]: boolean;
                            };
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
                            lastSeenAt: string | null;
                            queues: {
                                id: number;
                                name: string;
                                color: string;
                            }[];
                            queueIds: number[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companySettings/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every company option with its value (defaults filled in); another company's only for super */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            companyId: number;
                            userRating: string;
                            scheduleType: string;
                            chatBotType: string;
                            acceptCallWhatsapp: string;
                            userRandom: string;
                            sendGreetingMessageOneQueues: string;
                            sendSignMessage: string;
                            sendFarewellWaitingTicket: string;
                            sendGreetingAccepted: string;
                            sendQueuePosition: string;
                            acceptAudioMessageContact: string;
                            enableLGPD: string;
                            requiredTag: string;
                            lgpdDeleteMessage: string;
                            lgpdHideNumber: string;
                            lgpdConsent: string;
                            lgpdMessage: string;
                            lgpdLink: string;
                            DirectTicketsToWallets: string;
                            closeTicketOnTransfer: string;
                            sendMsgTransfTicket: string;
                            transferMessage: string;
                            greetingAcceptedMessage: string;
                            AcceptCallWhatsappMessage: string;
                            sendQueuePositionMessage: string;
                            showNotificationPending: string;
                            timeZone: string;
                        } & {
                            [key: string]: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companySettingOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One option of the caller's company */
        get: {
            parameters: {
                query: {
                    column: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            value: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companySettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one option of the caller's company (admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        column: string;
                        data: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            value: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Global settings: all for the super admin (secrets masked), the non-secret ones for others */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            value: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setting/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One global setting */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            value: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one global setting (super admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        value: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            value: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A whitelabel setting (colours, name, logos) or userCreation, without a token: its bare value
         * @description The value as a JSON string, as the family's theme builders read it: the default when never saved, '' for a key that is not public (allowSignup reads userCreation).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings-whitelabel/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a whitelabel logo (multipart typeArch=logo, mode Light|Dark|Favicon, file) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the logo image (the field may also be named logo or image)
                         */
                        file: Blob;
                        mode: "Light" | "Dark" | "Favicon";
                        /** @description sent by the back office ("logo") */
                        typeArch?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            value: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company’s AI prompts (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            prompts: {
                                id: number;
                                name: string;
                                prompt: string;
                                apiKey: string;
                                voice: string;
                                voiceKey: string | null;
                                voiceRegion: string | null;
                                maxTokens: number;
                                temperature: number;
                                maxMessages: number;
                                queueId: number | null;
                                queue: {
                                    id: number;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            prompt: string;
                            apiKey: string;
                            voice: string;
                            voiceKey: string | null;
                            voiceRegion: string | null;
                            maxTokens: number;
                            temperature: number;
                            maxMessages: number;
                            queueId: number | null;
                            queue: {
                                id: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a prompt */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        prompt: string;
                        apiKey: string;
                        voice?: "texto" | "Francisca" | "Antonio" | "Brenda" | "Donato" | "Elza" | "Fabio" | "Giovanna" | "Humberto" | "Julio" | "Leila" | "Leticia" | "Manuela" | "Nicolau" | "Valerio" | "Yara";
                        voiceKey?: string | null;
                        voiceRegion?: string | null;
                        maxTokens?: number;
                        temperature?: number;
                        maxMessages?: number;
                        queueId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            prompt: string;
                            apiKey: string;
                            voice: string;
                            voiceKey: string | null;
                            voiceRegion: string | null;
                            maxTokens: number;
                            temperature: number;
                            maxMessages: number;
                            queueId: number | null;
                            queue: {
                                id: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prompt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One prompt */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            prompt: string;
                            apiKey: string;
                            voice: string;
                            voiceKey: string | null;
                            voiceRegion: string | null;
                            maxTokens: number;
                            temperature: number;
                            maxMessages: number;
                            queueId: number | null;
                            queue: {
                                id: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a prompt (a masked key sent back keeps the stored one) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        prompt: string;
                        apiKey: string;
                        voice?: "texto" | "Francisca" | "Antonio" | "Brenda" | "Donato" | "Elza" | "Fabio" | "Giovanna" | "Humberto" | "Julio" | "Leila" | "Leticia" | "Manuela" | "Nicolau" | "Valerio" | "Yara";
                        voiceKey?: string | null;
                        voiceRegion?: string | null;
                        maxTokens?: number;
                        temperature?: number;
                        maxMessages?: number;
                        queueId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            prompt: string;
                            apiKey: string;
                            voice: string;
                            voiceKey: string | null;
                            voiceRegion: string | null;
                            maxTokens: number;
                            temperature: number;
                            maxMessages: number;
                            queueId: number | null;
                            queue: {
                                id: number;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a prompt */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announcements, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            records: {
                                id: number;
                                title: string;
                                text: string;
                                priority: number;
                                /** @description true = active */
                                status: boolean;
                                mediaPath: string | null;
                                mediaName: string | null;
                                mediaUrl: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            title: string;
                            text: string;
                            priority: number;
                            /** @description true = active */
                            status: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Publish an announcement (super admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        text: string;
                        /** @description 1 high, 2 medium, 3 low */
                        priority?: number;
                        /** @description true = active */
                        status?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            text: string;
                            priority: number;
                            /** @description true = active */
                            status: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One announcement */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            text: string;
                            priority: number;
                            /** @description true = active */
                            status: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change an announcement (super admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        text?: string;
                        /** @description 1 high, 2 medium, 3 low */
                        priority?: number;
                        /** @description true = active */
                        status?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            text: string;
                            priority: number;
                            /** @description true = active */
                            status: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete an announcement and its image (super admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/announcements/{id}/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach an image, png, jpg or jpeg (multipart field "file"; super admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the image: png, jpg or jpeg
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            text: string;
                            priority: number;
                            /** @description true = active */
                            status: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Remove an announcement's image (super admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            text: string;
                            priority: number;
                            /** @description true = active */
                            status: boolean;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's invoices, latest due date first (searchParam matches the detail) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            list: {
                                id: number;
                                detail: string;
                                users: number;
                                connections: number;
                                queues: number;
                                value: number;
                                /** @description yyyy-mm-dd */
                                dueDate: string;
                                status: "open" | "paid";
                                paidAt: string | null;
                                createdAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            detail: string;
                            users: number;
                            connections: number;
                            queues: number;
                            value: number;
                            /** @description yyyy-mm-dd */
                            dueDate: string;
                            status: "open" | "paid";
                            paidAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay an invoice: answers the provider's PIX code or checkout link (§3 Payment result) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName?: string;
                        lastName?: string;
                        address2?: string;
                        city?: string;
                        state?: string;
                        zipcode?: string;
                        country?: string;
                        useAddressForPaymentDetails?: boolean;
                        nameOnCard?: string;
                        cardNumber?: string;
                        cvv?: string;
                        plan?: string | {
                            [key: string]: unknown;
                        };
                        price?: number;
                        users?: number;
                        connections?: number;
                        /** @description the invoice paid; the oldest open one when absent */
                        invoiceId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            invoiceId: number;
                            provider: string;
                            valorext: number;
                            qrcode?: {
                                qrcode: string;
                                imagemQrcode?: string;
                                expiresAt: string;
                            };
                            stripeURL?: string;
                            asaasURL?: string;
                            mercadopagoURL?: string;
                            url?: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/notifications/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's notification (webhook), verified the way that provider signs
         * @description Body: the provider's own JSON, read only once verified. Unverified: 401 (logged); unknown provider: 404.
         */
        post: {
            parameters: {
                query?: {
                    hmac?: string;
                    ignorar?: string;
                    "data.id"?: string;
                    type?: string;
                    topic?: string;
                    id?: string;
                };
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: boolean;
                            outcome: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/cert-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload the PIX provider certificate (.p12, multipart "file"); answers mensagem "Arquivo Anexado" */
        post: {
            parameters: {
                query?: {
                    ref?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the .p12 certificate
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mensagem: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact lists, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            records: {
                                id: number;
                                name: string;
                                contactsCount: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a contact list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-lists/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every contact list of the company, by name (the campaign dialog's picker) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact list */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Rename a contact list */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            contactsCount: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a contact list and its items (campaigns naming it keep running on what they expanded) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-list-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list's items, paged and searched by name, number or e-mail (contactListId, or filter.contactListId) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                    contactListId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            contacts: {
                                id: number;
                                name: string;
                                number: string;
                                email: string;
                                isWhatsappValid: boolean | null;
                                companyId: number;
                                contactListId: number;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            number: string;
                            email: string;
                            isWhatsappValid: boolean | null;
                            companyId: number;
                            contactListId: number;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a person to a contact list */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        number: string;
                        email?: "" | string;
                        contactListId: number;
                        companyId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            number: string;
                            email: string;
                            isWhatsappValid: boolean | null;
                            companyId: number;
                            contactListId: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-list-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contact list item */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            number: string;
                            email: string;
                            isWhatsappValid: boolean | null;
                            companyId: number;
                            contactListId: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a contact list item (a changed number is checked again) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        number?: string;
                        email?: "" | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            number: string;
                            email: string;
                            isWhatsappValid: boolean | null;
                            companyId: number;
                            contactListId: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a person from a contact list */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-lists/{id}/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import people from an xlsx, xls or csv file (columns name, number, email): every row is checked first, and one bad row imports nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the spreadsheet: xlsx, xls or csv
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            updated: number;
                            total: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-lists/{id}/add-tag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add every contact with a phone number carrying a tag to the list (a list built from a tag) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        tagId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            created: number;
                            updated: number;
                            total: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Campaigns, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            records: {
                                id: number;
                                name: string;
                                message1: string;
                                message2: string;
                                message3: string;
                                message4: string;
                                message5: string;
                                confirmationMessage1: string;
                                confirmationMessage2: string;
                                confirmationMessage3: string;
                                confirmationMessage4: string;
                                confirmationMessage5: string;
                                status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                                confirmation: boolean;
                                scheduledAt: string | null;
                                completedAt: string | null;
                                contactListId: number | null;
                                contactList: {
                                    id: number;
                                    name: string;
                                } | null;
                                whatsappId: number | null;
                                tagListId: number | null;
                                companyId: number;
                                statusTicket: string;
                                openTicket: string;
                                userId: number | null;
                                queueId: number | null;
                                mediaPath: string | null;
                                mediaName: string | null;
                                mediaUrl: string | null;
                                pausedReason: string | null;
                                createdAt: string | null;
                                updatedAt: string | null;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        message1?: string;
                        message2?: string;
                        message3?: string;
                        message4?: string;
                        message5?: string;
                        confirmationMessage1?: string;
                        confirmationMessage2?: string;
                        confirmationMessage3?: string;
                        confirmationMessage4?: string;
                        confirmationMessage5?: string;
                        confirmation?: boolean;
                        scheduledAt?: string | "" | null;
                        contactListId?: number | null;
                        tagListId?: number | null;
                        whatsappId: number;
                        statusTicket?: "closed" | "pending" | "open";
                        openTicket?: "enabled" | "disabled";
                        userId?: number | null;
                        queueId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One campaign with a page of its shipping records (administration.md §3): up to shippingLimit (100, at most 500) after shippingAfter; shippingNext asks for the next page, null at the end */
        get: {
            parameters: {
                query?: {
                    shippingAfter?: number;
                    shippingLimit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                            shipping: {
                                id: number;
                                number: string;
                                name: string;
                                email: string;
                                status: string;
                                deliveredAt: string | null;
                                confirmationRequestedAt: string | null;
                                confirmedAt: string | null;
                                failedAt: string | null;
                                failureReason: string | null;
                            }[];
                            shippingNext: number | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a campaign (only while INATIVA, PROGRAMADA more than 1 hour ahead, or CANCELADA) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        message1?: string;
                        message2?: string;
                        message3?: string;
                        message4?: string;
                        message5?: string;
                        confirmationMessage1?: string;
                        confirmationMessage2?: string;
                        confirmationMessage3?: string;
                        confirmationMessage4?: string;
                        confirmationMessage5?: string;
                        confirmation?: boolean;
                        scheduledAt?: string | "" | null;
                        contactListId?: number | null;
                        tagListId?: number | null;
                        whatsappId: number;
                        statusTicket?: "closed" | "pending" | "open";
                        openTicket?: "enabled" | "disabled";
                        userId?: number | null;
                        queueId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a campaign, its shipping records and its media (a running one stops) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A campaign with its delivery figures (the report page; live updates come as company-{id}-campaign) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                            progress: {
                                total: number;
                                waiting: number;
                                delivered: number;
                                confirmationRequested: number;
                                confirmed: number;
                                declined: number;
                                failed: number;
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a running or scheduled campaign (CANCELADA); what was sent stays sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restart a cancelled campaign (EM_ANDAMENTO) where it stopped: nobody gets it twice */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaigns/{id}/media-upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach a file sent with the message: png, jpeg, gif, webp, pdf, mp4, ogg or mp3 (told by content), 16 MB at most (multipart "file") */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description the file
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Remove a campaign's file */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message1: string;
                            message2: string;
                            message3: string;
                            message4: string;
                            message5: string;
                            confirmationMessage1: string;
                            confirmationMessage2: string;
                            confirmationMessage3: string;
                            confirmationMessage4: string;
                            confirmationMessage5: string;
                            status: "INATIVA" | "PROGRAMADA" | "EM_ANDAMENTO" | "CANCELADA" | "FINALIZADA";
                            confirmation: boolean;
                            scheduledAt: string | null;
                            completedAt: string | null;
                            contactListId: number | null;
                            contactList: {
                                id: number;
                                name: string;
                            } | null;
                            whatsappId: number | null;
                            tagListId: number | null;
                            companyId: number;
                            statusTicket: string;
                            openTicket: string;
                            userId: number | null;
                            queueId: number | null;
                            mediaPath: string | null;
                            mediaName: string | null;
                            mediaUrl: string | null;
                            pausedReason: string | null;
                            createdAt: string | null;
                            updatedAt: string | null;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's campaign settings as key/value rows (values are JSON text; defaults filled in) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            /** @description JSON text */
                            value: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Save campaign settings: { settings: { messageInterval, ... } } (keys left out keep their value) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        settings: {
                            messageInterval?: 0 | 5 | 10 | 15 | 20 | 30 | 60 | 70 | 80 | 100 | 120;
                            longerIntervalAfter?: 0 | 5 | 10 | 15 | 20 | 30 | 40 | 50 | 60;
                            greaterInterval?: 0 | 20 | 30 | 40 | 50 | 60 | 70 | 80 | 90 | 100 | 110 | 120 | 130 | 140 | 150 | 160 | 170 | 180;
                            variables?: {
                                key: string;
                                value: string;
                            }[];
                            sabado?: boolean;
                            domingo?: boolean;
                            startHour?: string;
                            endHour?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            key: string;
                            /** @description JSON text */
                            value: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/campaign-settings/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The values each interval setting may take (administration.md §9) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messageInterval: number[];
                            longerIntervalAfter: number[];
                            greaterInterval: number[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-api/{connectionId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive a message from a contact (Bearer: the connection token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    connectionId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        externalId: string;
                        from: {
                            number?: string;
                            id?: string;
                            name?: string;
                        };
                        body: string;
                        /** Format: uri */
                        mediaUrl?: string;
                        /**
                         * @description kind of the media at mediaUrl
                         * @enum {unknown}
                         */
                        mediaType?: "image" | "audio" | "video" | "application";
                        timestamp?: string;
                        quotedExternalId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-api/{connectionId}/acks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report delivery of a message Atendo sent (Bearer: the connection token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    connectionId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        externalId: string;
                        ack: 0 | 1 | 2 | 3 | 4 | 5;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/meta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meta's callback URL check: answers hub.challenge when hub.verify_token matches */
        get: {
            parameters: {
                query?: {
                    "hub.mode"?: string;
                    "hub.verify_token"?: string;
                    "hub.challenge"?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Meta's webhook deliveries (X-Hub-Signature-256 over the raw body)
         * @description Body: Meta's webhook JSON ({ object: "page" | "instagram" | "whatsapp_business_account", entry: [...] }), read only after its signature matched. Unsigned: 401; wrongly signed: 403; signed but not a webhook body: 400.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    "x-hub-signature-256"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/facebook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create Messenger (and Instagram) connections from a Facebook login */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        facebookUserId: string;
                        facebookUserToken: string;
                        addInstagram?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            connections: {
                                id: number;
                                name: string;
                                channel: string;
                            }[];
                            skipped: {
                                accountId: string;
                                channel: string;
                                reason: string;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-meta/login-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Facebook login button's settings: app id, SDK address, permissions to ask for */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appId: string;
                            sdkUrl: string;
                            graphApiVersion: string;
                            scopes: {
                                facebook: string[];
                                instagram: string[];
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-meta/connections/{connectionId}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Cloud API connection's approved message templates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    connectionId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            name: string;
                            language: string;
                            status: string;
                            category: string;
                            body: string;
                            parameters: number;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-meta/tickets/{ticketId}/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an approved template on a Cloud API ticket (outside the 24-hour window too) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ticketId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        language: string;
                        parameters?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            externalId: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-meta/app": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Meta app settings (secrets masked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            appId: string;
                            appSecret: string;
                            verifyToken: string;
                            fromConfiguration: {
                                appId: boolean;
                                appSecret: boolean;
                                verifyToken: boolean;
                            };
                            callbackPath: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Save the Meta app settings (the one record, id 1) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        appId?: string;
                        appSecret?: string;
                        verifyToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            appId: string;
                            appSecret: string;
                            verifyToken: string;
                            fromConfiguration: {
                                appId: boolean;
                                appSecret: boolean;
                                verifyToken: boolean;
                            };
                            callbackPath: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/channel-meta/app/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Meta app settings (secrets masked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: 1;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            appId: string;
                            appSecret: string;
                            verifyToken: string;
                            fromConfiguration: {
                                appId: boolean;
                                appSecret: boolean;
                                verifyToken: boolean;
                            };
                            callbackPath: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change the Meta app settings; an empty or masked secret keeps the saved one */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: 1;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        appId?: string;
                        appSecret?: string;
                        verifyToken?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            appId: string;
                            appSecret: string;
                            verifyToken: string;
                            fromConfiguration: {
                                appId: boolean;
                                appSecret: boolean;
                                verifyToken: boolean;
                            };
                            callbackPath: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Import the contacts saved on a WhatsApp connection's phone */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsappId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total: number;
                            created: number;
                            updated: number;
                            invalid: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/import/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import the people a WhatsApp connection's phone has chats with
         * @description One-to-one chats the phone synced to the session (history syncs, new chats) whose number is known; people not saved on the phone are named by their number. Without a body, the default connection.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsappId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            total: number;
                            created: number;
                            updated: number;
                            invalid: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/closedimported/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the tickets a connection's history import opened */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            closed: number;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a text or files to a phone number through the connection whose token is the Bearer token
         * @description Finds the contact by its number (or creates it) and its ticket on the connection (or opens one), sends, and answers with what was sent. JSON sends a text; multipart/form-data sends one or more files (field "medias", the body is the first caption). With an Idempotency-Key header, a retry answers what the first request answered instead of sending again.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description makes retries safe: the same key sends once */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description the phone number with country and area code, e.g. 5511988887777 (spaces, +, - and () are accepted) */
                        number: string;
                        /** @description the text to send */
                        body: string;
                        /** @description the attendant the ticket is given to */
                        userId?: number | null;
                        /** @description the queue the ticket is put in */
                        queueId?: number | null;
                        /** @description sign with the attendant's name (when the company signs messages) */
                        sendSignature?: boolean;
                        /** @description close the ticket once sent */
                        closeTicket?: boolean;
                    };
                    "multipart/form-data": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            connectionId: number;
                            contactId: number;
                            contactCreated: boolean;
                            ticketId: number;
                            ticketStatus: string;
                            messages: {
                                id: number;
                                body: string;
                                mediaType: string | null;
                                ack: number;
                                externalId: string | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flows, newest first (searchParam/pageNumber, or react-admin range/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flows: {
                                id: number;
                                name: string;
                                active: boolean;
                                companyId: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            active: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Rename a flow, or switch it on and off (active) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flowId: number;
                        name: string;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            active: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Add a flow (name 2 to 50) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            active: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One flow with its nodes and connections */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flow: {
                                id: number;
                                name: string;
                                active: boolean;
                                companyId: number;
                                createdAt: string;
                                updatedAt: string;
                                flow: {
                                    nodes: ({
                                        id: string;
                                        type: "start" | "message" | "interval" | "condition" | "menu" | "img" | "video" | "audio" | "randomizer" | "singleBlock" | "ticket" | "question" | "typebot" | "openai";
                                        position: {
                                            x: number;
                                            y: number;
                                        };
                                        /** @description The kind's fields (docs/flows.md): message {label}, interval {sec}, menu {message, arrayOption[]}... */
                                        data: {
                                            [key: string]: unknown;
                                        };
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    connections: ({
                                        id?: string;
                                        source: string;
                                        target: string;
                                        sourceHandle?: string | null;
                                        targetHandle?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                } | null;
                                /** @description signed /public/... preview links of the stored files the flow names, by storage key */
                                mediaLinks: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a flow with its phrase campaigns and runs (all related integrations are lost); a connection naming it as welcome or not-phrase flow then runs none */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/flow/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The canvas's document: flow.flow is { nodes, connections } or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flow: {
                                id: number;
                                name: string;
                                active: boolean;
                                companyId: number;
                                createdAt: string;
                                updatedAt: string;
                                flow: {
                                    nodes: ({
                                        id: string;
                                        type: "start" | "message" | "interval" | "condition" | "menu" | "img" | "video" | "audio" | "randomizer" | "singleBlock" | "ticket" | "question" | "typebot" | "openai";
                                        position: {
                                            x: number;
                                            y: number;
                                        };
                                        /** @description The kind's fields (docs/flows.md): message {label}, interval {sec}, menu {message, arrayOption[]}... */
                                        data: {
                                            [key: string]: unknown;
                                        };
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    connections: ({
                                        id?: string;
                                        source: string;
                                        target: string;
                                        sourceHandle?: string | null;
                                        targetHandle?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                } | null;
                                /** @description signed /public/... preview links of the stored files the flow names, by storage key */
                                mediaLinks: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a flow with its nodes (the copy is named "<name> - copy") */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        flowId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            active: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/flow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save the canvas: nodes and connections (docs/flows.md). Refused naming the node when a node's data, a connection, a queue or an integration is not valid */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        idFlow: number;
                        nodes: ({
                            id: string;
                            type: "start" | "message" | "interval" | "condition" | "menu" | "img" | "video" | "audio" | "randomizer" | "singleBlock" | "ticket" | "question" | "typebot" | "openai";
                            position: {
                                x: number;
                                y: number;
                            };
                            /** @description The kind's fields (docs/flows.md): message {label}, interval {sec}, menu {message, arrayOption[]}... */
                            data: {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        })[];
                        connections: ({
                            id?: string;
                            source: string;
                            target: string;
                            sourceHandle?: string | null;
                            targetHandle?: string | null;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flow: {
                                id: number;
                                name: string;
                                active: boolean;
                                companyId: number;
                                createdAt: string;
                                updatedAt: string;
                                flow: {
                                    nodes: ({
                                        id: string;
                                        type: "start" | "message" | "interval" | "condition" | "menu" | "img" | "video" | "audio" | "randomizer" | "singleBlock" | "ticket" | "question" | "typebot" | "openai";
                                        position: {
                                            x: number;
                                            y: number;
                                        };
                                        /** @description The kind's fields (docs/flows.md): message {label}, interval {sec}, menu {message, arrayOption[]}... */
                                        data: {
                                            [key: string]: unknown;
                                        };
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                    connections: ({
                                        id?: string;
                                        source: string;
                                        target: string;
                                        sourceHandle?: string | null;
                                        targetHandle?: string | null;
                                    } & {
                                        [key: string]: unknown;
                                    })[];
                                } | null;
                                /** @description signed /public/... preview links of the stored files the flow names, by storage key */
                                mediaLinks: {
                                    [key: string]: string;
                                };
                            };
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowcampaign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's phrase campaigns */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flow: {
                                id: number;
                                name: string;
                                flowId: number;
                                whatsappId: number | null;
                                phrase: string;
                                status: boolean;
                                companyId: number;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a phrase campaign */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        flowId: number;
                        whatsappId?: number | null;
                        phrase: string;
                        status?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            flowId: number;
                            whatsappId: number | null;
                            phrase: string;
                            status: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Create a phrase campaign */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        flowId: number;
                        whatsappId?: number | null;
                        phrase: string;
                        status?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            flowId: number;
                            whatsappId: number | null;
                            phrase: string;
                            status: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowcampaign/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One phrase campaign */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            flowId: number;
                            whatsappId: number | null;
                            phrase: string;
                            status: boolean;
                            companyId: number;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a phrase campaign */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a content node's media cards: png/jpeg up to 2 MB, ogg/mp3/opus up to 5 MB, mp4 up to 20 MB (told by content; multipart, repeated `medias`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description an image, audio or video (repeated)
                         */
                        medias: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the storage key to put in the node or card */
                            name: string;
                            /** @description the file name as uploaded */
                            original: string;
                            mimeType: string;
                            kind: "img" | "audio" | "video";
                            /** @description a signed /public/... address for a preview */
                            url: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/img": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the file of an image node: png, jpg or jpeg, 2 MB at most (told by content; multipart `medias`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description png, jpg or jpeg
                         */
                        medias: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the storage key to put in the node or card */
                            name: string;
                            /** @description the file name as uploaded */
                            original: string;
                            mimeType: string;
                            kind: "img" | "audio" | "video";
                            /** @description a signed /public/... address for a preview */
                            url: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flowbuilder/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the file of an audio node: ogg, mp3 or opus, 5 MB at most (told by content; multipart `medias`) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description ogg, mp3 or opus
                         */
                        medias: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description the storage key to put in the node or card */
                            name: string;
                            /** @description the file name as uploaded */
                            original: string;
                            mimeType: string;
                            kind: "img" | "audio" | "video";
                            /** @description a signed /public/... address for a preview */
                            url: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/helps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Help videos, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            helps: {
                                id: number;
                                title: string;
                                description: string | null;
                                video: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            title: string;
                            description: string | null;
                            video: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Add a help video (super admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string | null;
                        video?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            description: string | null;
                            video: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/helps/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every help video */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            description: string | null;
                            video: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/helps/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One help video */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            description: string | null;
                            video: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Change a help video (super admin) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description?: string | null;
                        video?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            title: string;
                            description: string | null;
                            video: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a help video (super admin) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queueIntegration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Queue integrations, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            queueIntegrations: {
                                id: number;
                                type: string;
                                name: string;
                                projectName: string;
                                jsonContent: string;
                                language: string;
                                urlN8N: string;
                                typebotSlug: string;
                                typebotDelayMessage: number;
                                typebotExpires: number;
                                typebotKeywordFinish: string;
                                typebotKeywordRestart: string;
                                typebotRestartMessage: string;
                                typebotUnknownMessage: string;
                                flowId: number | null;
                                callbackUrl: string;
                                callbackSecret: string;
                                companyId: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            type: string;
                            name: string;
                            projectName: string;
                            jsonContent: string;
                            language: string;
                            urlN8N: string;
                            typebotSlug: string;
                            typebotDelayMessage: number;
                            typebotExpires: number;
                            typebotKeywordFinish: string;
                            typebotKeywordRestart: string;
                            typebotRestartMessage: string;
                            typebotUnknownMessage: string;
                            flowId: number | null;
                            callbackUrl: string;
                            callbackSecret: string;
                            companyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a queue integration (dialogflow, n8n, webhook, typebot or flowbuilder) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "dialogflow";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        projectName: string;
                        /** @description service-account JSON */
                        jsonContent: string;
                        /** @default pt-BR */
                        language?: "pt-BR" | "en" | "es";
                    } | {
                        type: "n8n" | "webhook";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        /** @description http(s) URL */
                        urlN8N: string;
                        projectName?: string;
                    } | {
                        /** @enum {string} */
                        type: "typebot";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        /** @description http(s) URL */
                        urlN8N: string;
                        projectName?: string;
                        typebotSlug: string;
                        /** @default 1000 */
                        typebotDelayMessage?: number;
                        /**
                         * @description minutes; 0 never expires
                         * @default 1
                         */
                        typebotExpires?: number;
                        typebotKeywordFinish?: string;
                        typebotKeywordRestart?: string;
                        typebotRestartMessage?: string;
                        typebotUnknownMessage?: string;
                    } | {
                        /** @enum {string} */
                        type: "flowbuilder";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        flowId?: number | null;
                        projectName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            name: string;
                            projectName: string;
                            jsonContent: string;
                            language: string;
                            urlN8N: string;
                            typebotSlug: string;
                            typebotDelayMessage: number;
                            typebotExpires: number;
                            typebotKeywordFinish: string;
                            typebotKeywordRestart: string;
                            typebotRestartMessage: string;
                            typebotUnknownMessage: string;
                            flowId: number | null;
                            callbackUrl: string;
                            callbackSecret: string;
                            companyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queueIntegration/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One queue integration */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            name: string;
                            projectName: string;
                            jsonContent: string;
                            language: string;
                            urlN8N: string;
                            typebotSlug: string;
                            typebotDelayMessage: number;
                            typebotExpires: number;
                            typebotKeywordFinish: string;
                            typebotKeywordRestart: string;
                            typebotRestartMessage: string;
                            typebotUnknownMessage: string;
                            flowId: number | null;
                            callbackUrl: string;
                            callbackSecret: string;
                            companyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Edit a queue integration */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "dialogflow";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        projectName: string;
                        /** @description service-account JSON */
                        jsonContent: string;
                        /** @default pt-BR */
                        language?: "pt-BR" | "en" | "es";
                    } | {
                        type: "n8n" | "webhook";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        /** @description http(s) URL */
                        urlN8N: string;
                        projectName?: string;
                    } | {
                        /** @enum {string} */
                        type: "typebot";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        /** @description http(s) URL */
                        urlN8N: string;
                        projectName?: string;
                        typebotSlug: string;
                        /** @default 1000 */
                        typebotDelayMessage?: number;
                        /**
                         * @description minutes; 0 never expires
                         * @default 1
                         */
                        typebotExpires?: number;
                        typebotKeywordFinish?: string;
                        typebotKeywordRestart?: string;
                        typebotRestartMessage?: string;
                        typebotUnknownMessage?: string;
                    } | {
                        /** @enum {string} */
                        type: "flowbuilder";
                        /** @description Nome: 2 to 50 characters */
                        name: string;
                        flowId?: number | null;
                        projectName?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            name: string;
                            projectName: string;
                            jsonContent: string;
                            language: string;
                            urlN8N: string;
                            typebotSlug: string;
                            typebotDelayMessage: number;
                            typebotExpires: number;
                            typebotKeywordFinish: string;
                            typebotKeywordRestart: string;
                            typebotRestartMessage: string;
                            typebotUnknownMessage: string;
                            flowId: number | null;
                            callbackUrl: string;
                            callbackSecret: string;
                            companyId: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a queue integration (queues and connections naming it go back to attendants) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queueIntegration/testSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test a Dialogflow agent: detects the intent of 'Olá' with the service account given (masked: the saved integration `id`'s) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        projectName: string;
                        jsonContent: string;
                        /** @default pt-BR */
                        language?: "pt-BR" | "en" | "es";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ok: boolean;
                            intent: string;
                            fulfillmentText: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** File lists, paged (searchParam/pageNumber or react-admin range/sort/filter) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                    /** @description react-admin: JSON [start, end] */
                    range?: string;
                    /** @description react-admin: JSON [field, "ASC"|"DESC"] */
                    sort?: string;
                    /** @description react-admin: JSON object */
                    filter?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            files: {
                                id: number;
                                name: string;
                                message: string;
                                userId: number | null;
                                companyId: number;
                                options: {
                                    id: number;
                                    name: string;
                                    path: string | null;
                                    fileName: string | null;
                                    mediaType: string | null;
                                    url: string | null;
                                }[];
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        } | {
                            id: number;
                            name: string;
                            message: string;
                            userId: number | null;
                            companyId: number;
                            options: {
                                id: number;
                                name: string;
                                path: string | null;
                                fileName: string | null;
                                mediaType: string | null;
                                url: string | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Create a file list (its options' files are uploaded next, POST /files/uploadList/{fileId}) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        message: string;
                        options?: {
                            id?: number;
                            name: string;
                        }[];
                        userId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message: string;
                            userId: number | null;
                            companyId: number;
                            options: {
                                id: number;
                                name: string;
                                path: string | null;
                                fileName: string | null;
                                mediaType: string | null;
                                url: string | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One file list with its options */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message: string;
                            userId: number | null;
                            companyId: number;
                            options: {
                                id: number;
                                name: string;
                                path: string | null;
                                fileName: string | null;
                                mediaType: string | null;
                                url: string | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Edit a file list: name, message and options (options left out are removed with their files) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        message: string;
                        options?: {
                            id?: number;
                            name: string;
                        }[];
                        userId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message: string;
                            userId: number | null;
                            companyId: number;
                            options: {
                                id: number;
                                name: string;
                                path: string | null;
                                fileName: string | null;
                                mediaType: string | null;
                                url: string | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a file list and its files */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/files/uploadList/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach files to a list's options (multipart: a `files` part then its option's `id`, per option) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description image, audio, video or document, up to 20 MB each (repeated)
                         */
                        files: Blob;
                        /** @description the option the file before it belongs to (repeated) */
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            message: string;
                            userId: number | null;
                            companyId: number;
                            options: {
                                id: number;
                                name: string;
                                path: string | null;
                                fileName: string | null;
                                mediaType: string | null;
                                url: string | null;
                            }[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/queueIntegration/{id}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An n8n/webhook workflow's later answer (Authorization: Bearer <callbackSecret>) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ticketId: number;
                        messages?: {
                            text?: string;
                            mediaUrl?: string;
                            caption?: string;
                        }[];
                        handOver?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sent: number;
                            handedOver: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's chats, most recent activity first (20 a page) */
        get: {
            parameters: {
                query?: {
                    searchParam?: string;
                    pageNumber?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            records: {
                                id: number;
                                /** Format: uuid */
                                uuid: string;
                                title: string;
                                ownerId: number;
                                lastMessage: string | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                                users: {
                                    userId: number;
                                    unreads: number;
                                    user: {
                                        id: number;
                                        name: string;
                                    };
                                }[];
                            }[];
                            count: number;
                            hasMore: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Start a chat with a title and at least one other user of the company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        /** @description ids of the other members */
                        users: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            ownerId: number;
                            lastMessage: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            users: {
                                userId: number;
                                unreads: number;
                                user: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One chat the caller takes part in, by id or uuid */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the chat id, or its uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            ownerId: number;
                            lastMessage: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            users: {
                                userId: number;
                                unreads: number;
                                user: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        /** Rename a chat or change its members (the chat's owner only) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the chat id, or its uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title?: string;
                        /** @description ids of the other members */
                        users?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            ownerId: number;
                            lastMessage: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            users: {
                                userId: number;
                                unreads: number;
                                user: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a chat and its messages (the chat's owner only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the chat id, or its uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of a chat’s messages (20, the newest first page by page; each page oldest first) */
        get: {
            parameters: {
                query?: {
                    pageNumber?: number;
                    beforeId?: number;
                };
                header?: never;
                path: {
                    /** @description the chat id, or its uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            records: {
                                id: number;
                                chatId: number;
                                senderId: number;
                                sender: {
                                    id: number;
                                    name: string;
                                };
                                message: string;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                            count: number;
                            hasMore: boolean;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        put?: never;
        /** Send a message to a chat (blank messages are refused) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the chat id, or its uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            chatId: number;
                            senderId: number;
                            sender: {
                                id: number;
                                name: string;
                            };
                            message: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chats/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a chat read: the caller's unread count goes back to 0 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description the chat id, or its uuid */
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        userId?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** Format: uuid */
                            uuid: string;
                            title: string;
                            ownerId: number;
                            lastMessage: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            users: {
                                userId: number;
                                unreads: number;
                                user: {
                                    id: number;
                                    name: string;
                                };
                            }[];
                        };
                    };
                };
                /** @description The error envelope */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
                /** @description The error envelope */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorEnvelope"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ErrorEnvelope
         * @description Every error answer of the API
         */
        ErrorEnvelope: {
            /**
             * @description an ERR_* code of the error catalogue; for ERR_OTHER_OPEN_TICKET the family's JSON string of the ticket (id, uuid, status, userId, user, queue)
             * @example ERR_NO_PERMISSION
             */
            error: string;
            /**
             * @description the ERR_* code, always
             * @example ERR_NO_PERMISSION
             */
            code?: string;
            message: string;
            statusCode: number;
            /** @description the invalid fields of a validation error */
            fields?: {
                field: string;
                /** @description in English, for logs and API users */
                message: string;
                /**
                 * @description what the value broke, for clients to word in their language (docs/development.md, "Field errors")
                 * @enum {unknown}
                 */
                rule?: "required" | "minLength" | "maxLength" | "minimum" | "maximum" | "format" | "pattern" | "type" | "invalid" | "phoneNumber" | "missingColumn" | "ERR_DUPLICATED_CONTACT";
                /** @description the bound of a length or range rule */
                limit?: number;
                /** @description the format a format rule expected */
                format?: string;
            }[];
            details?: {
                [key: string]: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
