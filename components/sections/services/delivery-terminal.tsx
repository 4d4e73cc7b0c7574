import { servicesHero } from '@/content/pages/services'

/**
 * A terminal window running our delivery workflow: commands after a prompt, their output in
 * green, a blinking caret last. Drawn dark in both themes; one image to screen readers.
 */
export function DeliveryTerminal() {
  return (
    <div
      className="border-border bg-terminal overflow-hidden rounded-2xl border font-mono text-sm shadow-[var(--shadow)]"
      aria-label={servicesHero.terminalLabel}
      role="img"
    >
      <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
        <span className="bg-terminal-close size-3 rounded-full" />
        <span className="bg-terminal-minimise size-3 rounded-full" />
        <span className="bg-terminal-zoom size-3 rounded-full" />
        <span className="ml-3 text-xs text-slate-400">{servicesHero.terminalPath}</span>
      </div>
      <div className="space-y-2 p-5 leading-relaxed">
        {servicesHero.terminalLines.map((line) => (
          <p key={line} className={line.startsWith('$') ? 'text-slate-100' : 'text-emerald-300'}>
            {line.startsWith('$') ? (
              <>
                <span className="text-cyan-300">$</span>
                {line.slice(1)}
              </>
            ) : (
              line
            )}
          </p>
        ))}
        <p className="text-slate-100">
          <span className="text-cyan-300">$</span>{' '}
          <span className="caret inline-block h-4 w-2 translate-y-0.5 bg-cyan-300" />
        </p>
      </div>
    </div>
  )
}
