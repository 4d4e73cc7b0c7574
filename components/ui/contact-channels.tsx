import { Mail, MessageCircle, Phone, type IconNode } from 'lucide'
import { Icon } from '@/components/ui/icon'
import { contactChannelLabels } from '@/content/contact-channels'
import type { Company } from '@/content/schema'
import { contactChannels, type ContactChannelKind } from '@/lib/contact-links'

const icons: Record<ContactChannelKind, IconNode> = { email: Mail, call: Phone, whatsapp: MessageCircle }

/**
 * The ways to reach us (e-mail, the US number to call, the Indian number on WhatsApp), as
 * `cards` with a visible label each (the /services contact panel) or as plain `links` whose
 * country and kind only screen readers hear (the footer).
 */
export function ContactChannels({
  company,
  variant,
  allEmails = false,
  className,
  linkClassName,
}: {
  /** the company's facts as published */
  company: Company
  variant: 'cards' | 'links'
  /** Every company address, not only the first. */
  allEmails?: boolean
  className?: string
  /** The links' class in the `links` variant (the footer's own link style). */
  linkClassName?: string
}) {
  return (
    <ul className={className}>
      {contactChannels(company, { allEmails }).map((channel) => {
        const icon = icons[channel.kind]
        const { label, hint } = contactChannelLabels[channel.kind]
        return (
          <li key={channel.href}>
            <a
              href={channel.href}
              {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={
                variant === 'cards' ? 'card card-hover flex min-h-11 items-center gap-4 p-5' : linkClassName
              }
            >
              <Icon icon={icon} className={variant === 'cards' ? 'text-accent size-5' : 'size-4'} />
              {variant === 'cards' ? (
                <span>
                  <span className="text-fg-muted block text-sm">{label}</span>
                  {channel.value}
                </span>
              ) : (
                <>
                  {channel.value}
                  {hint ? <span className="sr-only">{hint}</span> : null}
                </>
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
