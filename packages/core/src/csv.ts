/**
 * Characters that make a spreadsheet read a cell as a formula (CSV injection): a cell starting
 * with one of them is prefixed with a single quote so that it stays text. Tab and carriage return
 * are included as OWASP advises.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text, defused when a spreadsheet would read it as a formula. */
export function safeCsvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Every cell quoted (doubling inner quotes), rows ended by CRLF (RFC 4180), cells defused. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows
    .map((row) => row.map((cell) => `"${safeCsvCell(cell).replace(/"/g, '""')}"`).join(','))
    .map((line) => `${line}\r\n`)
    .join('');
}
