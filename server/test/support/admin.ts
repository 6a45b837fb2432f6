// Pathagar's administrator in the server tests (ADMIN_USERNAMES of the shared test server): registered on
// first use, then verifying the libraries that tests create (new libraries start pending).
import { call, login, registerUser } from "../http";

export const ADMIN = "+8801300000001";
const PASSWORD = "secret-pass-1";

let token: Promise<string> | undefined;

/** The administrator's token, registering the account once per test process. */
export function adminToken(): Promise<string> {
  token ??= login(ADMIN, PASSWORD).catch(async () => {
    // Another test file may register it at the same moment: then its login works.
    await registerUser({ username: ADMIN, password: PASSWORD, first_name: "Admin" }).catch(
      () => {},
    );
    return login(ADMIN, PASSWORD);
  });
  return token;
}

/** Verifies the library as the administrator would. */
export async function verifyLibrary(libraryId: number): Promise<void> {
  const res = await call(`/api/libraries/${libraryId}/verification`, {
    token: await adminToken(),
    json: {},
  });
  if (res.status !== 200) throw new Error(`verify library ${libraryId}: ${res.status} ${res.text}`);
}
