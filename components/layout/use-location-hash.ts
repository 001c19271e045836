import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * The URL's #section, read again after every route change (a nav link from another page to
 * /#about), hash change and history step; "" before hydration and without one.
 */
export function useLocationHash(): string {
  const pathname = usePathname();
  const [hash, setHash] = useState("");
  useEffect(() => {
    const sync = () => setHash(window.location.hash);
    sync();
    window.addEventListener("hashchange", sync);
    window.addEventListener("popstate", sync);
    return () => {
      window.removeEventListener("hashchange", sync);
      window.removeEventListener("popstate", sync);
    };
  }, [pathname]);
  return hash;
}
