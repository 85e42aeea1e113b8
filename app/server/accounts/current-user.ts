/**
 * Who acts, as domain code knows it: the signed-in account as a plain object. The HTTP side
 * reads it from the request's session (app/http/session.ts) and hands it to domain functions;
 * a script or a job builds one itself.
 */
import type { Role } from "./roles.ts";

/** The account, as domain code knows who acts. */
export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
}

/** The signed-in account with what this session knows of its second factor (the guards read it). */
export interface SessionUser extends CurrentUser {
  /** The account's name as the session lookup read it (the navigation shows it); absent where not read. */
  name?: string;
  /** The account has a second factor (an authenticator app or a passkey). */
  twoFactorEnabled: boolean;
  /** When this session last confirmed a second factor (sign-in or step-up), ISO text; null if never. */
  secondFactorAt: string | null;
}
