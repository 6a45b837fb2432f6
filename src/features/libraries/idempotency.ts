// One Idempotency-Key per intended write: kept when the answer was lost (a retry must not repeat the
// write), renewed after the server answered (a corrected form is a new write).
import { useRef } from "react";
import { isApiError } from "../../sync/errors";

export function useWriteKey() {
  const key = useRef<string>(crypto.randomUUID());
  return async <T>(write: (key: string) => Promise<T>): Promise<T> => {
    try {
      const answer = await write(key.current);
      key.current = crypto.randomUUID();
      return answer;
    } catch (error) {
      if (isApiError(error) && error.kind === "http" && error.status !== 409)
        key.current = crypto.randomUUID();
      throw error;
    }
  };
}
