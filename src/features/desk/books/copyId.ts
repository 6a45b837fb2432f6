// The route's copy id: a server id (digits) or a temporary one for a copy not yet sent.
import type { EntityId } from "../../../db";

export const copyIdOf = (param: string): EntityId => (/^\d+$/.test(param) ? Number(param) : param);
