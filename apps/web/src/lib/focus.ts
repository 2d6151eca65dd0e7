import { createElement, type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

/** The page's own content in the shell and the console: the skip link's target. */
export const PAGE_CONTENT_ID = 'page-content';

/** Nothing holds focus: the element that did was removed or disabled (WCAG 2.4.3 says put it somewhere). */
export const focusLost = () => !document.activeElement || document.activeElement === document.body;

// Until the person has pressed a key or a pointer, focus stays where a fresh page puts it (the
// document, so that "Skip to content" is the first Tab stop), even after an automatic redirect.
let interacted = false;
for (const type of ['keydown', 'pointerdown'] as const) {
  window.addEventListener(type, () => (interacted = true), { capture: true, once: true });
}

/**
 * Focus on the page's content (it takes focus, not a Tab stop). Only "Skip to content" scrolls to
 * it: the content is taller than the window, so bringing it into view puts its top at the window's,
 * past the header (language, bell, user menu), and focus the app moves by itself must not move the page.
 */
export function focusPageContent({ scroll = false } = {}) {
  document.getElementById(PAGE_CONTENT_ID)?.focus({ preventScroll: !scroll });
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab reaches inside `root`, in order, visible ones only. */
export function tabbables(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.getClientRects().length > 0);
}

/**
 * Keeps Tab and Shift+Tab inside a dialog (a keydown handler on its content): a keyboard user stays
 * in a dialog that says it is modal, while the pointer may still reach the page (queued dialogs).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const inside = tabbables(event.currentTarget);
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return;
  const active = document.activeElement as HTMLElement;
  // Shift+Tab from the dialog's own frame (focused as it opens) would leave it too.
  const leaving = event.shiftKey ? active === first || !inside.includes(active) : active === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/** Focus on `element` when it can still take it, else on the page's content; the page stays where it is. */
export function focusOrPage(element: HTMLElement | null | undefined) {
  if (element?.isConnected && !element.hasAttribute('disabled')) element.focus({ preventScroll: true });
  else focusPageContent();
}

/**
 * An antd dialog's `modalRender` that keeps Tab inside it. antd's own trap only pulls focus back
 * when it lands elsewhere on the page: Tab from a dialog's last button at the end of the document
 * goes to the browser itself, and focus is left on the body.
 */
export const renderKeepingTab = (dialog: ReactNode) => createElement('div', { onKeyDown: keepTabInside }, dialog);

/**
 * While `open`, remembers what held focus before; once closed, gives focus back to it (or to the
 * page's content when it is gone), unless the pointer has already taken focus elsewhere.
 */
export function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    } else if (wasOpen.current && (focusLost() || document.activeElement?.closest('[role="dialog"]'))) {
      focusOrPage(opener.current);
    }
    wasOpen.current = open;
  }, [open]);
}

/**
 * A page just shown: when the step that led here took focus with it (the link or button of the
 * page before, now gone), focus lands on the new page's content rather than on the body.
 */
export function useLandingFocus() {
  useEffect(() => {
    if (interacted && focusLost()) focusPageContent();
  }, []);
}
