// Whether the component is still on screen: an answer that arrives after it has gone must not update state.
import { useEffect, useRef, type RefObject } from "react";

export function useMounted(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
