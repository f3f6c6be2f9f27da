import { publicLandingRoute } from '@/components/landing/landing-route'

/**
 * /{city}: a city's product page, for a plain visit (no config flag, cookie notice not dismissed): its own
 * cached route, no rewrite. Other visits go to the internal route (l/).
 */
export const revalidate = 300
export const dynamicParams = true
export { noStaticParams as generateStaticParams } from '@/components/landing/landing-route'

const route = publicLandingRoute('city', 'city')
export const generateMetadata = route.generateMetadata
export default route.Page
