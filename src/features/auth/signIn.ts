// Signing in and out: store the token, fetch the profile, and keep each user's queued writes their own.
import { apiRequest, AnyBody } from "../../api/client";
import { fetchMe } from "../../api/auth";
import type { User } from "../../api/schemas";
import { useSession } from "../../app/session";
import { useSyncStore } from "../../sync/store";
import { passwordGrant } from "./passwordGrant";

/**
 * Makes `token` the session's and fetches who it belongs to. The previous session is closed first,
 * so another user's mirror and outbox are never open (or replayed) with this token; the same user's
 * queued writes resume once the profile is known. If the profile cannot be fetched, the token is
 * removed again and the error rethrown.
 */
export async function signInWithToken(token: string): Promise<User> {
  const session = useSession.getState();
  session.signOut();
  useSyncStore.getState().set({ needsLogin: false });
  session.signIn(token);
  try {
    const user = await fetchMe();
    useSession.getState().setUser(user);
    return user;
  } catch (error) {
    useSession.getState().signOut();
    throw error;
  }
}

/** Login with a (normalised) username and password; on any failure no token is left stored. */
export async function signInWithPassword(username: string, password: string): Promise<User> {
  let token: string;
  try {
    token = await passwordGrant(username, password);
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
  if (!token) return;
  try {
    await apiRequest("auth/logout", AnyBody, {
      method: "post",
      headers: { Authorization: `Bearer ${token}` },
    });
  } catch {
    // Offline or already expired: the token is gone from this device, which is what matters.
  }
}
