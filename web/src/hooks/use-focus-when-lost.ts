import { useEffect, type RefObject } from "react";
import { focusWasLost } from "@/lib/focus-page";

/**
 * Gives `target` the focus when it appears while focus is lost to the body: the control that had it was replaced
 * (the checkout's guest choice by the form), or the page was drawn again beneath a dialog that then closed.
 */
export function useFocusWhenLost(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (focusWasLost()) target.current?.focus();
  }, [target]);
}
