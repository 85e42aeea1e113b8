/**
 * Post views, counted in memory and written in batches. A post served from memory to
 * hundreds of visitors a second must not cost a database write per view, so the HTTP server
 * adds each view here and the tally is written every `flushMs` (and when the server stops):
 * one UPDATE per post viewed since the last write. Views count visitors, not admins,
 * crawlers or HEAD requests (server/main.ts decides; app/routes/public/blog-post.tsx names the post).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";

export interface PostViewTally {
  add(postId: string): void;
  /** Writes the views counted so far; resolves when they are stored. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer. */
  stop(): Promise<void>;
}

export function startPostViewTally(db: Kysely<Database>, flushMs = 1000): PostViewTally {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (!pending.size) return writing;
    const batch = pending;
    pending = new Map();
    writing = writing.then(async () => {
      try {
        for (const [id, count] of batch) {
          await db.updateTable("blog_posts").set({ views: sql`views + ${count}` }).where("id", "=", id).where("status", "=", "published").execute();
        }
      } catch (error) {
        log.error("post views not stored", { posts: batch.size, ...errorFields(error) });
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    add(postId) {
      pending.set(postId, (pending.get(postId) ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
