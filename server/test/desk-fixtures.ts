// The desk tests' people: a library's creator, a stranger, Alokito's plain member and Sumaiya (circulation only).
import { call, DEMO_PASSWORD, login, RAHIM, registerUser } from "./http";

export const SUMAIYA = "+8801711000003";

export interface DeskPeople {
  owner: { id: number; token: string };
  stranger: { id: number; token: string };
  /** A seeded member of Alokito without any staff power. */
  member: { id: number; token: string };
  /** Sumaiya Akter: Alokito's circulation-only volunteer. */
  circulation: { token: string };
  rahim: string;
  /** The owner's fresh library and Alokito. */
  library: number;
  alokito: number;
}

/** A seeded Alokito member with no staff power (username = mobile by id). */
async function plainMember(alokito: number, rahim: string) {
  const members = await call(`/api/libraries/${alokito}/members?per_page=50`, { token: rahim });
  for (const m of members.body.data.map((r: { attributes: unknown }) => r.attributes) as {
    user_id: number | null;
    roles: { permissions: unknown[] }[];
  }[]) {
    if (!m.user_id || m.roles.some((r) => r.permissions.length > 0)) continue;
    const username = `+8801711${String(m.user_id).padStart(6, "0")}`;
    const res = await call("/api/auth/login", { json: { username, password: DEMO_PASSWORD } });
    if (res.status === 200) return { id: m.user_id, token: res.body.data.token as string };
  }
  throw new Error("no plain seeded member of Alokito");
}

export async function deskPeople(): Promise<DeskPeople> {
  const owner = await registerUser({ first_name: "Desk", surname: "Owner" });
  const stranger = await registerUser({ first_name: "Desk", surname: "Stranger" });
  const rahim = await login(RAHIM);
  const alokito = (await call("/api/searches/alokito", { token: rahim })).body.data.id as number;
  const name = `desk-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const lib = await call("/api/libraries", {
    token: owner.token,
    json: { name, title: "Desk Test Pathagar" },
  });
  if (lib.status !== 201) throw new Error(`library: ${lib.status} ${lib.text}`);
  return {
    owner,
    stranger,
    member: await plainMember(alokito, rahim),
    circulation: { token: await login(SUMAIYA) },
    rahim,
    library: lib.body.data as number,
    alokito,
  };
}
