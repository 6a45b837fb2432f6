// The seed's people and who follows whom.
import { IMAGE_VARIANTS } from "./images";
import { emailLocalPart, nickname, personName } from "./people";
import { type Random } from "./random";

import {
  RAHIM,
  KARIMA,
  SUMAIYA,
  USER_COUNT,
  DAY,
  type UserPlan,
  type SeedPlan,
  url,
  pad,
  range,
} from "./plan-shared";

export function buildUsers(random: Random, now: Date): UserPlan[] {
  const fixed = [
    { first: "Rahim", surname: "Uddin", gender: "m" as const },
    { first: "Karima", surname: "Begum", gender: "f" as const },
  ];
  const sumaiya = { first: "Sumaiya", surname: "Akter", gender: "f" as const };
  return Array.from({ length: USER_COUNT }, (_, i) => {
    // Sumaiya's name is fixed; drawing one anyway keeps everyone after her as they were.
    const drawn = fixed[i] ?? personName(random);
    const name = i === SUMAIYA ? sumaiya : drawn;
    const mobile = `+8801711${pad(i + 1, 6)}`;
    const byEmail = i > 1 && i % 3 === 0;
    const email = byEmail ? `${emailLocalPart(name, i + 1)}@example.com` : null;
    return {
      firstName: name.first,
      surname: name.surname,
      nickname: i > 1 ? nickname(random) : null,
      username: email ?? mobile,
      mobile: byEmail ? null : mobile,
      email,
      dob: `${random.int(1965, 2008)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
      gender: i > 1 && random.chance(0.04) && i !== SUMAIYA ? "o" : name.gender,
      photoUrl:
        i === RAHIM || (i > 1 && random.chance(0.4))
          ? url(`avatar-${i % IMAGE_VARIANTS}.svg`)
          : null,
      coverPhotoUrl: i === RAHIM ? url("cover-rahim.svg") : null,
      createdAt: new Date(now.getTime() - (400 - i * 5) * DAY),
    };
  });
}

export function buildFollows(random: Random, userCount: number): SeedPlan["follows"] {
  const follows: SeedPlan["follows"] = [];
  const others = (u: number) => range(userCount).filter((i) => i !== u);
  for (const target of random.sample(others(RAHIM), 18))
    follows.push({ user: RAHIM, type: "user", target });
  for (const target of [0, 1, 2, 4]) follows.push({ user: RAHIM, type: "library", target });
  for (const target of random.sample(others(KARIMA), 3))
    follows.push({ user: KARIMA, type: "user", target });
  follows.push({ user: KARIMA, type: "library", target: 0 });
  for (let u = 2; u < userCount; u++) {
    for (const target of random.sample(others(u), random.int(2, 8)))
      follows.push({ user: u, type: "user", target });
    for (const target of random.sample([0, 1, 2, 3, 4, 5], random.int(0, 2))) {
      follows.push({ user: u, type: "library", target });
    }
  }
  return follows;
}
