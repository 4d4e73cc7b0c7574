/** RFC 4180 CSV; cells that a spreadsheet would run as a formula get a leading apostrophe. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]) {
  const cell = (value: unknown) => {
    let s = value == null ? '' : String(value)
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  return [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}
