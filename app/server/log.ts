/**
 * Structured logs: one JSON object per line on stdout (warnings and errors on stderr).
 * Never log personal data (names, emails, phone numbers, form values, IPs):
 * log ids, paths, statuses and durations.
 *
 * Each stream holds at most MAX_BUFFERED_BYTES for a reader that falls behind; past that,
 * lines are dropped and counted, and a "log lines dropped" line with the count follows once
 * the reader has caught up (app/server/log-destination.ts, pino's asynchronous destination).
 */
import { LogDestination } from "./log-destination.ts";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/**
 * Per stream: about 30,000 request lines (~130 bytes each), a few seconds of a busy server, enough
 * to ride out a slow reader, and small next to the server's 150-250 MB.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/**
 * LOG_LEVEL, read at the first line written: a process sets its environment before it logs, and
 * reading process.env on every line cost a page served from memory about a microsecond.
 */
let levelThreshold: number | undefined;

function threshold(): number {
  return (levelThreshold ??= order[(process.env.LOG_LEVEL ?? "info") as Level | "silent"] ?? order.info);
}

/** A log line, newline included. */
function logLine(level: Level, msg: string, fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n";
}

/** The line a stream writes after it had to drop some: at its own level (info on stdout, warn on stderr). */
const droppedReport = (level: Level) => (count: number) => logLine(level, "log lines dropped", { dropped: count });

// Opened on first use, so importing this module has no effect on the process.
let stdout: LogDestination | undefined;
let stderr: LogDestination | undefined;

function destinationFor(level: Level): LogDestination {
  if (level === "error" || level === "warn") return (stderr ??= new LogDestination({ fd: 2, maxBufferBytes: MAX_BUFFERED_BYTES, droppedReport: droppedReport("warn") }));
  return (stdout ??= new LogDestination({ fd: 1, maxBufferBytes: MAX_BUFFERED_BYTES, droppedReport: droppedReport("info") }));
}

/** Whether lines of this level are written. */
function writes(level: Level): boolean {
  return order[level] >= threshold();
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (!writes(level)) return;
  destinationFor(level).write(logLine(level, msg, fields));
}

export const log = {
  /** Whether lines of this level are written: a caller skips building fields nobody reads. */
  writes,
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
  /** Text for stdout as it is (emails printed when no SMTP server is set), under the same bound. */
  print: (text: string) => destinationFor("info").write(text),
  /**
   * Resolves once both streams' readers have taken every line (true), or when `signal`
   * aborts first (false): a graceful shutdown waits for its last lines, a bounded time.
   */
  flush: async (signal?: AbortSignal): Promise<boolean> => {
    const flushed = await Promise.all([stdout?.flush(signal) ?? true, stderr?.flush(signal) ?? true]);
    return flushed.every(Boolean);
  },
};

/** An error as loggable fields (message and stack, nothing from the request). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
