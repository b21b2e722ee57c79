import { useCallback, useState } from "react";
import { useLocation } from "react-router-dom";

/**
 * Open/closed state of a menu or drawer that any navigation closes (a menu link, the logo, the back button).
 * Derived from the location it was opened on instead of reset by an effect after each navigation: such an effect
 * runs a moment after the new page commits, and undoes a click made in that moment.
 */
export function useOpenUntilNavigation(): [open: boolean, setOpen: (open: boolean) => void] {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = useCallback((open: boolean) => setOpenOn(open ? key : null), [key]);
  return [openOn === key, setOpen];
}
