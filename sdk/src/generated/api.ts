/**
 * The Atendo HTTP API's types, generated from sdk/openapi.json by openapi-typescript.
 * Do not edit: run `npm run sdk:generate`.
 */

export interface paths {
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
                                name: string;
                                email: string;
                                profile: "admin" | "user";
                                super: boolean;
                                companyId: number;
                                profileImage: string | null;
                                startWork: string;
                                endWork: string;
                                whatsappId: number | null;
                                allTicket: string;
                                allowGroup: string;
                                allHistoric: string;
                                allUserChat: string;
                                userClosePendingTicket: string;
                                showDashboard: string;
                                allowRealTime: string;
                                allowConnections: string;
                                defaultTheme: string;
                                defaultMenu: string;
                                defaultTicketsManagerWidth: number;
                                color: string | null;
                                online: boolean;
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
                                };
                            };
                        };
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
                                name: string;
                                email: string;
                                profile: "admin" | "user";
                                super: boolean;
                                companyId: number;
                                profileImage: string | null;
                                startWork: string;
                                endWork: string;
                                whatsappId: number | null;
                                allTicket: string;
                                allowGroup: string;
                                allHistoric: string;
                                allUserChat: string;
                                userClosePendingTicket: string;
                                showDashboard: string;
                                allowRealTime: string;
                                allowConnections: string;
                                defaultTheme: string;
                                defaultMenu: string;
                                defaultTicketsManagerWidth: number;
                                color: string | null;
                                online: boolean;
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
                                };
                            };
                        };
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
                            name: string;
                            email: string;
                            profile: "admin" | "user";
                            super: boolean;
                            companyId: number;
                            profileImage: string | null;
                            startWork: string;
                            endWork: string;
                            whatsappId: number | null;
                            allTicket: string;
                            allowGroup: string;
                            allHistoric: string;
                            allUserChat: string;
                            userClosePendingTicket: string;
                            showDashboard: string;
                            allowRealTime: string;
                            allowConnections: string;
                            defaultTheme: string;
                            defaultMenu: string;
                            defaultTicketsManagerWidth: number;
                            color: string | null;
                            online: boolean;
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
                            };
                        };
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
                        }[];
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
                            };
                        };
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
    "/api/plugins/ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** UI panels contributed by plugins */
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
                                label: string;
                                path: string;
                                icon?: string;
                                superOnly?: boolean;
                                profile?: "admin" | "user";
                                planFlag?: string;
                                fields?: {
                                    source: string;
                                    label: string;
                                    type: string;
                                }[];
                            }[];
                        };
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
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
