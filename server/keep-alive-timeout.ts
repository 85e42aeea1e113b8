/**
 * Closing a keep-alive connection whose idle time is up, without resetting a request
 * that has already arrived on it.
 *
 * Node's HTTP server closes an idle connection when its socket timer fires
 * (keepAliveTimeout + keepAliveTimeoutBuffer), with socket.destroy(). After the event
 * loop has been blocked for a few seconds (a heavy request, a busy CPU), that timer fires
 * late, and timers run before the loop reads the sockets: a request the client sent in
 * good time, a few milliseconds after the previous answer, is still unread in the kernel,
 * the socket is closed with unread bytes, and the kernel answers with a TCP reset. The
 * client gets ECONNRESET for a request it had every right to send (found by
 * tests/e2e/fuzz.test.ts under CPU load).
 *
 * Listening to the server's "timeout" event takes that decision over from Node
 * (socketOnTimeout destroys only when nobody listens). The decision waits for
 * setImmediate, that is until after the loop's I/O phase has read what is pending: if
 * anything arrived since the timer fired, the connection is not idle and Node goes on
 * with it (a new request clears the timer; a partial one re-arms it); otherwise it is
 * closed exactly as Node would have closed it.
 */
import type { Socket } from "node:net";

export function closeIdleConnection(socket: Socket): void {
  const bytesRead = socket.bytesRead;
  setImmediate(() => {
    if (socket.destroyed || socket.bytesRead !== bytesRead) return;
    socket.destroy();
  });
}
