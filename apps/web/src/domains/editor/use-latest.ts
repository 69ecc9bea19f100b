import { useLayoutEffect, useRef } from 'react';

/** Keeps the latest value of a prop for callbacks the editor was built with once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
