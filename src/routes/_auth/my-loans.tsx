// /my-loans: the reader's own loans in every library, kept on the device.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { MyLoansScreen } from "../../features/loans";

export const Route = createFileRoute("/_auth/my-loans")({
  staticData: { title: msg`My loans` },
  component: MyLoansScreen,
});
