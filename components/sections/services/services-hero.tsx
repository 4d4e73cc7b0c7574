import { servicesHero } from '@/content/pages/services'
import { BookingButton } from '@/components/ui/booking-button'
import { PageHero } from '@/components/ui/page-hero'
import { StatGrid } from '@/components/ui/stat-grid'
import type { Stat } from '@/content/schema'
import { DeliveryTerminal } from '@/components/sections/services/delivery-terminal'

export function ServicesHero({ stats }: { stats: Stat[] }) {
  return (
    <section className="section pb-10" aria-labelledby="services-title">
      <div className="container-site grid items-center gap-10 lg:grid-cols-2">
        <PageHero
          id="services-title"
          eyebrow={servicesHero.eyebrow}
          title={servicesHero.title}
          lead={servicesHero.lead}
          leadClassName="max-w-xl"
        >
          <BookingButton className="mt-8 px-6">{servicesHero.bookingAction}</BookingButton>
        </PageHero>
        <DeliveryTerminal />
      </div>
      <div className="container-site mt-14">
        <StatGrid stats={stats} />
      </div>
    </section>
  )
}
