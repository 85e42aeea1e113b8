/**
 * Who is signed in. Accounts arrive with better-auth (issue 5); until then nobody is.
 */
export async function isSignedIn(_request: Request): Promise<boolean> {
  return false;
}
