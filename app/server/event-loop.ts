/**
 * A turn of the event loop. SQLite's queries run on the main thread (node:sqlite is
 * synchronous): work made of many queries awaits this between them, so other requests are
 * answered in the meantime and no single request holds the server for long.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
