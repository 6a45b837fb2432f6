// /libraries/{id}/desk/stocktake: count the shelves with the scanner, offline from the device's copies.
import { createFileRoute } from "@tanstack/react-router";
import { msg } from "@lingui/core/macro";
import { StocktakeScreen } from "../../../../../features/desk/stocktake/StocktakeScreen";

export const Route = createFileRoute("/_auth/libraries/$id/desk/stocktake")({
  staticData: { title: msg`Stock-taking`, leftMenu: "library" },
  component: Stocktake,
});

function Stocktake() {
  const { id } = Route.useParams();
  return <StocktakeScreen key={id} libraryId={Number(id)} />;
}
