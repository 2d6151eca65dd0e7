import i18n from 'i18next';

/**
 * Labels antd's parts write in English whatever the locale (rc-input-number's "Increase Value",
 * rc-select's "Clear", the input's clear button named by its icon, "close-circle"), by the
 * element's class: no antd or locale option reaches them, so screen readers heard them in
 * English in zh (WCAG 3.1.2). Watches the page, since these parts come and go with the screens.
 */
const LABELS: [selector: string, key: string][] = [
  ['.ant-input-number-action-up', 'app.increase'],
  ['.ant-input-number-action-down', 'app.decrease'],
  ['.ant-select-clear', 'app.clear'],
  ['.ant-input-clear-icon', 'app.clear'],
];
/** Their icons inside are decoration once the control has its name. */
const ICONS = LABELS.map(([selector]) => `${selector} .anticon`).join(', ');

/** `root` itself when it matches, and what inside it does. */
const within = (root: Element, selector: string) => [
  ...(root.matches(selector) ? [root] : []),
  ...Array.from(root.querySelectorAll(selector)),
];

function relabel(root: Element) {
  for (const [selector, key] of LABELS) {
    for (const el of within(root, selector)) el.setAttribute('aria-label', i18n.t(key));
  }
  for (const icon of within(root, ICONS)) icon.setAttribute('aria-hidden', 'true');
}

let watching = false;

/** Starts once, with the first screen drawn with antd. */
export function watchAntdLabels() {
  if (watching) return;
  watching = true;
  relabel(document.body);
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of Array.from(change.addedNodes)) if (node instanceof Element) relabel(node);
    }
  }).observe(document.body, { childList: true, subtree: true });
  i18n.on('languageChanged', () => relabel(document.body));
}
