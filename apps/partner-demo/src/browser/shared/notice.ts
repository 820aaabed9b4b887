/** Shows the page's own message in its `role="status"` / `role="alert"` box (the bank's wording, not bondkit's). */
export function showNotice(id: string, text: string): void {
  const box = document.getElementById(id);
  if (!box) return;
  box.textContent = text;
  box.hidden = false;
}
