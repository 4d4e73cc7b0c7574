// Word lists for bench:desk's made-up leads (written for this project): names, companies,
// what people ask for, cover letters and notes. scripts/bench-desk-data.mjs composes them.

export const FIRST = `Aarav Aditi Akira Alejandro Amara Amelia Ananya Andrei Anika Arjun Astrid Aurelio
Beatriz Benedikt Bilal Bruno Camila Carmen Chidi Chloe Dario Deepa Diego Dmitri Eamon Elif Elena
Emeka Esther Farah Fatima Felix Freya Gabriel Gaurav Giulia Hamza Hana Harini Hiroshi Ifeoma Ines
Ingrid Ishaan Ivana Jamal Javier Joana Jonas Kavya Keanu Kenji Khadija Kiran Lakshmi Lars Leila
Lena Liam Lucia Luis Madhav Magnus Maya Mehmet Mei Meera Mika Milan Mira Naledi Nadia Neha Nikhil
Nina Noah Nour Olu Omar Pablo Pooja Priya Rafael Rahul Rania Ravi Rhea Rohan Rosa Sakura Samir
Sanjay Sara Selin Shreya Sipho Sofia Soren Suresh Tamara Tariq Thandiwe Tomas Uma Valentina Varun
Vikram Wei Yara Yusuf Zara Zeynep Zoltan Ayesha Bogdan Cyrus Dalia Ekene Fiona Goran`.split(/\s+/)

export const LAST = `Acharya Adeyemi Agarwal Almeida Andersson Bakshi Banerjee Barros Becker Bhatt Bianchi
Bose Brennan Castillo Chakraborty Chatterjee Chen Costa Dasgupta Desai Dubois Dvorak Eriksen Esposito
Farouk Fernandes Fischer Gallagher Ganguly Garcia Ghosh Gill Gomes Gupta Halvorsen Haddad Hartmann
Hegde Hoffmann Horvat Ibrahim Iyer Jain Jansen Joshi Kapoor Karimi Kaur Khan Kowalski Krishnan
Kulkarni Kumar Lindqvist Lopes Madsen Mahajan Malhotra Marino Mehta Mendes Menon Mishra Moreau Murphy
Nair Nakamura Nielsen Novak Nwosu Obi Okafor Oliveira Ortiz Pandey Patel Pereira Petrov Pillai
Popescu Quinn Rahman Rao Reddy Reyes Ribeiro Romano Rossi Saxena Schneider Sen Sethi Shah Sharma
Shetty Silva Singh Sinha Soto Srinivasan Suzuki Tanaka Thakur Torres Trivedi Uddin Varga Vasquez
Verma Vogel Wagner Walsh Weber Yadav Yamamoto Yilmaz Zhang Zielinski Ozturk Ferreira Kovacs Lund
Mbeki Dlamini Achebe Okonkwo Mwangi Otieno Kamau Haruna Bello Sato Ito Kim Park Tran Nguyen`.split(/\s+/)

export const COMPANY_A = `North Blue Bright Silver Iron Clear Green Swift Summit Harbor Lotus Cedar Falcon
Prism Orbit Granite Maple Coral Ember Vertex Nimbus Quartz River Saffron Indigo Pioneer Keystone
Meadow Copper Horizon Atlas Beacon Lumen Terra Velvet Sparrow Tidal Arbor Kestrel`.split(/\s+/)
export const COMPANY_B = `Logistics Foods Interiors Clinics Motors Textiles Realty Academy Labs Studios
Traders Pharma Fitness Travels Builders Organics Finance Media Retail Systems Dental Energy Bakery
Consulting Ventures Apparel Hospitality Tutors Spices Ceramics`.split(/\s+/)
export const COMPANY_C = ['', '', ' Pvt Ltd', ' LLP', ' Co', ' Group', ' Inc', ' GmbH', ' & Sons']
export const FREE_MAIL = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'hotmail.com',
  'proton.me',
  'icloud.com',
  'rediffmail.com',
]
export const TLD = ['.com', '.in', '.co', '.io', '.co.uk', '.de', '.net', '.org', '.com.au', '.ae']

export const SOURCES = [
  '/',
  '/',
  '/services',
  '/services',
  '/products',
  '/about',
  '/projects',
  '/blog',
  '/blog/woocommerce-vs-shopify',
  '/blog/website-security-mistakes',
  '/careers',
]

export const WANT = [
  'a new website for our {industry} business',
  'a redesign of our current site, which looks dated on phones',
  'an online store with about {n} products',
  'a booking system for our {industry} customers',
  'a mobile app for iOS and Android',
  'help moving our shop from WooCommerce to Shopify',
  'a customer portal where clients can track their orders',
  'SEO work, because our traffic dropped after the last update',
  'a landing page for a product launch in {month}',
  'ongoing maintenance and hosting for three sites',
  'an internal dashboard that pulls numbers from our spreadsheets',
  'a multilingual site in English, Hindi and Arabic',
  'a faster checkout, since many carts are abandoned at payment',
  'integration between our CRM and the website forms',
  'a kiosk-style ordering screen for our outlets',
]
export const INDUSTRY = [
  'bakery',
  'dental',
  'logistics',
  'real estate',
  'coaching',
  'furniture',
  'travel',
  'fitness',
  'textile',
  'organic food',
  'legal',
  'architecture',
  'pet care',
  'jewellery',
  'school',
]
export const MONTH = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
export const OPEN = [
  'Hi team,',
  'Hello,',
  'Good morning,',
  'Dear Vantage Edge,',
  'Hi there,',
  'Greetings,',
  'Namaste,',
  '',
]
export const ABOUT = [
  'We are a {size}-person {industry} company based in {city}.',
  'I run a small {industry} brand and we sell mostly through Instagram right now.',
  'Our family business has been in {industry} for twenty years.',
  'We are a startup in {city} and just closed our first funding round.',
  'I found you through your article on website features.',
  'A friend recommended you after you built their {industry} site.',
  'We saw your projects page and liked the work for the clinic chain.',
  '',
]
export const DETAIL = [
  'We need {want}.',
  'We are looking for {want}.',
  'Could you quote for {want}?',
  'Do you take on projects like {want}?',
  'We would like to discuss {want}.',
]
export const EXTRA = [
  'Our budget is around {budget}.',
  'We hope to go live before {month}.',
  'The current site runs on WordPress and is very slow.',
  'We already have a logo and brand colours.',
  'Content and photos are ready.',
  'Please share a rough timeline and price range.',
  'Can we schedule a call next week?',
  'We also need someone to write the product descriptions.',
  'Payments should work with UPI and cards.',
  'It has to be accessible, we serve many older customers.',
  'Our previous developer stopped replying, so we need a handover.',
  '',
]
export const CLOSE = [
  'Thanks,',
  'Regards,',
  'Best,',
  'Looking forward to hearing from you.',
  'Cheers,',
  'Warm regards,',
]
export const CITY = [
  'Mumbai',
  'Pune',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Delhi',
  'Kochi',
  'Jaipur',
  'Dubai',
  'London',
  'Berlin',
  'Lagos',
  'Nairobi',
  'Singapore',
  'Toronto',
  'Sydney',
]
export const BUDGET = [
  '₹50,000',
  '₹1.5 lakh',
  '₹3 lakh',
  '$2,000',
  '$5,000',
  '€4,000',
  'AED 10,000',
  'not fixed yet',
]

export const JOBS = [
  'Frontend Developer',
  'Backend Developer',
  'UI/UX Designer',
  'Mobile App Developer',
  'DevOps Engineer',
]
export const COVER = [
  'I have {years} years of experience with {skill} and enjoy {enjoy}.',
  'In my current role I {did}.',
  'Before that I {did}.',
  'I would like to join a team that ships client work every week.',
  'I am available to start in {weeks} weeks.',
  'My portfolio shows {count} projects, two of them for {industry} clients.',
  'I am comfortable working remotely and across time zones.',
  'I care about accessibility and fast pages.',
  '',
]
export const SKILL = [
  'React',
  'Next.js',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Figma',
  'Kotlin',
  'Swift',
  'Flutter',
  'Docker',
  'Kubernetes',
  'Terraform',
  'Python',
  'Go',
]
export const ENJOY = [
  'turning rough ideas into clean interfaces',
  'making slow pages fast',
  'writing tests that catch real bugs',
  'talking to users',
  'automating deployments',
  'designing APIs',
]
export const DID = [
  'rebuilt a checkout that doubled conversions',
  'led the move of twelve sites to a new host',
  'designed a component library used by four teams',
  'cut our cloud bill by a third',
  'shipped an app with fifty thousand installs',
  'mentored three junior developers',
]
export const NOTES = [
  'Called, will send a quote on Monday.',
  'Budget too small for a custom build, suggested a template.',
  'Good fit, follow up after their board meeting.',
  'Asked for examples of similar work.',
  'Duplicate of an earlier enquiry.',
  'Strong portfolio, invite to intro call.',
  'Needs visa sponsorship.',
  'Spoke on the phone, interested in maintenance plan.',
  'Sent the practical task.',
]
