/**
 * A value the app makes after something that needs it is already built: plugins and the socket
 * server get functions that read it when called (from handlers, jobs and listeners), once the app
 * has made it. Reading it earlier is a programming error, said in `notYet`.
 *
 * @example
 * const orm = lateBound<Orm>('the database is not open yet')
 * const db = () => companyEm(orm.get(), 1)
 * orm.set(fastify.orm)
 */
export interface LateBound<T> {
  get(): T
  set(value: T): void
}

export function lateBound<T>(notYet: string): LateBound<T> {
  let value: T | undefined
  let made = false
  return {
    get() {
      if (!made) throw new Error(notYet)
      return value as T
    },
    set(next: T) {
      value = next
      made = true
    },
  }
}
