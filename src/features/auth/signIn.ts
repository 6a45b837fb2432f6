// Signing in and out: store the token, fetch the profile, and keep each user's queued writes their own.
import { fetchMe, logout } from "../../online/account";
import type { User } from "../../api/schemas";
import { useSession } from "../../session/session";
import { startSyncEngine } from "../../app/sync-boot";
import { useSyncStore } from "../../sync/engine";
import { passwordGrant } from "../../online/passwordGrant";

/**
 * Makes `token` the session's once its owner is known. The previous session is closed first, so
 * another user's mirror and outbox are never open (or replayed) with this token; token and profile
 * then arrive together, and the same user's queued writes resume. If the profile cannot be fetched,
 * no token is stored.
 */
export async function signInWithToken(token: string): Promise<User> {
  useSession.getState().signOut();
  useSyncStore.getState().set({ needsLogin: false });
  // The sync engine follows the session before the token is stored, so the mirror opens with it.
  const [user] = await Promise.all([fetchMe(token), startSyncEngine()]);
  useSession.getState().signIn(token, user);
  return user;
}

/**
 * Login with a (normalised) username and password, and the one-time code when the server asked for one;
 * on any failure no token is left stored.
 */
export async function signInWithPassword(
  username: string,
  password: string,
  code?: string,
): Promise<User> {
  let token: string;
  try {
    token = await passwordGrant(username, password, code);
  } catch (error) {
    useSession.getState().signOut();
    throw error;
  }
  return signInWithToken(token);
}

/**
 * Logout: the token and the one-time-code token are forgotten at once (the user's mirror closes, its
 * outbox stays on the device for their next sign-in); the server is asked to revoke the token when it
 * can be reached, and a failure there changes nothing for the user.
 */
export async function signOut(): Promise<void> {
  const token = useSession.getState().token;
  useSession.getState().signOut();
  if (token) await revokeToken(token);
}

/** Asks the server to revoke a token this device has already forgotten; a failure changes nothing. */
export async function revokeToken(token: string): Promise<void> {
  try {
    await logout(token);
  } catch {
    // Offline or already expired: the token is gone from this device, which is what matters.
  }
}
