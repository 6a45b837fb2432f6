// A reader's own loans: what they hold from which library, and when each is due.
export { MyLoansScreen } from "./MyLoansScreen";
