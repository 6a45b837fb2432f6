// What shows a change the server refused, loaded the first time one is shown: most screens never need it.
import { onDemand } from "../../lib/onDemand";

export const FailedWrite = onDemand(() => import("./FailedWrite").then((m) => m.FailedWrite));
export const FailedChange = onDemand(() => import("./FailedChange").then((m) => m.FailedChange));
