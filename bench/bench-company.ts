/** The generated benchmark company's admin (bench/generate-company.ts creates it). */
export const BENCH_ADMIN = { email: 'bench-admin@atendo.local', password: 'Bench-Pass-123' }
