// What a course costs: the fee to pay and, when discounted, the list fee struck through.
import { Trans } from "@lingui/react/macro";
import type { Course } from "../../api/schemas";
import { formatTaka } from "./format";

export function Fees({ course }: { course: Course }) {
  const discounted = course.list_fee > course.actual_fee;
  return (
    <p className="course-fees">
      <span className="course-fee" data-testid="actual-fee">
        {formatTaka(course.actual_fee)}
      </span>
      {discounted && (
        <s className="course-list-fee" data-testid="list-fee">
          <span className="visually-hidden">
            <Trans>Was</Trans>{" "}
          </span>
          {formatTaka(course.list_fee)}
        </s>
      )}
    </p>
  );
}
