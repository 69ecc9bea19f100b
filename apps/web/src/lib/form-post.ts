/**
 * Sends the browser to `action` with a real urlencoded form POST, as Plane's auth endpoints expect
 * (spec §2, plane-behaviour §6.1): the server answers with a 302, so the page is left behind and
 * the session cookie is set by a top-level navigation. Fields with undefined values are left out.
 */
export function submitForm(action: string, fields: Record<string, string | undefined>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
