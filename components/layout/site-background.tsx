/** Two slow CSS gradient orbs and a faint grid: no JavaScript, no layout movement. */
export function SiteBackground() {
  return (
    <div aria-hidden className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="bg-orb absolute -top-[20%] -left-[10%] size-[60vmax] rounded-full bg-[radial-gradient(closest-side,var(--glow),transparent)]" />
      <div className="bg-orb bg-orb-2 absolute -right-[15%] -bottom-[25%] size-[55vmax] rounded-full bg-[radial-gradient(closest-side,var(--glow-2),transparent)]" />
      <div className="absolute inset-0 bg-[linear-gradient(var(--border)_1px,transparent_1px),linear-gradient(90deg,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_10%,transparent_65%)] bg-[size:56px_56px] opacity-40" />
    </div>
  )
}
