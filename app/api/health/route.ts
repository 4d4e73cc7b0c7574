import { checkHealth } from '@/server/health'
import { json } from '@/server/request'

/**
 * For load balancers and monitoring: 200 when the site can serve and store leads, 503 with
 * Retry-After when it cannot. No personal data: kinds, timings, error codes and versions.
 */
export async function GET() {
  const health = await checkHealth()
  return json(health, health.ok ? 200 : 503, health.ok ? {} : { 'Retry-After': '5' })
}
