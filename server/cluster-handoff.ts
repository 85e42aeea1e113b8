/**
 * Closes the connections the primary was handing to a worker that died before taking them.
 *
 * node:cluster's primary accepts each connection and sends its handle to a worker, keeping its
 * own copy open until the worker says it took it. A worker killed in between never says so, and
 * the primary's copy keeps the connection open with nobody behind it: the client (nginx, a
 * browser) waits for its own timeout, a minute or more. This happens exactly when a worker
 * crashes under load, as the clients of its dropped connections reconnect at once, and Node's
 * cluster module does not clean it up.
 *
 * So the primary notes every handle it sends a worker (the cluster's internal "newconn" message)
 * until the worker acknowledges it, and closes those still unacknowledged once the worker has
 * exited: the client learns at once that its request went unanswered, like the requests
 * the worker had in flight. These messages are Node's internals; tests/e2e/cluster.test.ts stops
 * a worker mid-handoff and kills it, and fails if the Node version in use changes them.
 */
import type { Worker } from "node:cluster";

/** The fields of node:cluster's internal messages this reads. */
interface ClusterMessage {
  cmd?: unknown;
  act?: unknown;
  seq?: unknown;
  ack?: unknown;
}

interface ConnectionHandle {
  close(): void;
}

const isClusterMessage = (message: unknown): message is ClusterMessage => typeof message === "object" && message !== null && (message as ClusterMessage).cmd === "NODE_CLUSTER";

/** Call right after `cluster.fork()`, before the worker listens. */
export function closeUntakenConnectionsOnDeath(worker: Worker): void {
  const child = worker.process;
  /** Handles sent to this worker and not yet acknowledged, by the message's sequence number. */
  const unacknowledged = new Map<number, ConnectionHandle>();
  const send = child.send.bind(child) as (...args: unknown[]) => boolean;
  child.send = ((message: unknown, handle?: unknown, ...rest: unknown[]) => {
    if (isClusterMessage(message) && message.act === "newconn" && typeof message.seq === "number" && typeof (handle as ConnectionHandle | undefined)?.close === "function") {
      unacknowledged.set(message.seq, handle as ConnectionHandle);
    }
    return send(message, handle, ...rest);
  }) as typeof child.send;
  child.on("internalMessage", (message: unknown) => {
    if (isClusterMessage(message) && typeof message.ack === "number") unacknowledged.delete(message.ack);
  });
  // Once the worker is gone and its channel read to the end (`connected` turns false), no
  // acknowledgement can come: what is left was never taken. The channel may end a moment after
  // the exit; and a channel with a handle in flight never says "disconnect" at all, so this
  // follows `connected` rather than that event.
  const closeUntaken = () => {
    if (child.connected) {
      setTimeout(closeUntaken, 20).unref();
      return;
    }
    for (const handle of unacknowledged.values()) handle.close();
    unacknowledged.clear();
  };
  child.once("exit", closeUntaken);
}
