/**
 * What venues run, by activity type: titles, tags, session lengths and the copy the activity
 * descriptions are assembled from. Tags lead with the spec's icon keywords (§9: ball, classes,
 * climbing, cycling, dance, gym, martial-arts, physio, pilates, racket, spin, swim,
 * water-sports, yoga-mindbody) so the pin icon can be chosen from them.
 */
import type { ActivityType } from '@/lib/activity-types'
import { FALLBACK_ICON, ICON_CATEGORIES, type IconCategory } from '@/lib/map/pin-icons'

/** The icon categories a tag can name: all of spec §9's but the fallback pin. */
export const ICON_KEYWORDS: readonly IconCategory[] = ICON_CATEGORIES.filter(
  (category) => category !== FALLBACK_ICON,
)

export interface ActivityTemplate {
  title: string
  tags: readonly string[]
  /** Session lengths in minutes, 45–90. */
  durations: readonly number[]
  /** Completes "A … session": what happens in it. */
  summary: string
  highlights: readonly string[]
  /** Relative frequency among the type's templates. */
  weight: number
}

function template(
  title: string,
  tags: readonly string[],
  durations: readonly number[],
  summary: string,
  highlights: readonly string[],
  weight = 1,
): ActivityTemplate {
  return { title, tags, durations, summary, highlights, weight }
}

export const ACTIVITY_TEMPLATES: Record<ActivityType, readonly ActivityTemplate[]> = {
  yoga: [
    template(
      'Vinyasa Flow',
      ['yoga-mindbody', 'flow'],
      [60, 75],
      'breath-led flow linking strong standing sequences with balances',
      ['Build heat, strength and focus', 'Modifications offered throughout'],
      3,
    ),
    template(
      'Hatha Yoga',
      ['yoga-mindbody'],
      [60, 75],
      'steady, alignment-focused practice holding classic postures',
      ['Slower pace with clear cueing', 'Great for improving flexibility'],
      2,
    ),
    template(
      'Yin Yoga',
      ['yoga-mindbody', 'stretch'],
      [60, 75],
      'quiet practice of long-held floor postures that target deep connective tissue',
      ['Props and blankets provided', 'Ideal after a hard training week'],
    ),
    template(
      'Ashtanga Led Primary',
      ['yoga-mindbody'],
      [75, 90],
      'traditional led primary series with a dynamic, counted breath',
      ['Some yoga experience recommended', 'Set sequence you can learn over time'],
    ),
    template(
      'Hot Yoga',
      ['yoga-mindbody', 'heated'],
      [60, 75],
      'sweaty practice in a heated room to warm muscles and deepen stretches',
      ['Room heated to around 38°C', 'Bring water and a large towel'],
      2,
    ),
    template(
      'Restorative Yoga',
      ['yoga-mindbody', 'relax'],
      [60],
      'gentle, fully supported postures to calm the nervous system',
      ['Bolsters, blocks and eye pillows used', 'Suitable for all levels'],
    ),
    template(
      'Yoga for Beginners',
      ['yoga-mindbody', 'beginners'],
      [60],
      'friendly introduction to the foundations of a safe practice',
      ['Learn the key postures step by step', 'No experience needed'],
      2,
    ),
    template(
      'Power Yoga',
      ['yoga-mindbody', 'strength'],
      [45, 60],
      'fast-paced, athletic flow with core and arm balance work',
      ['Expect to work hard', 'Energising start to the day'],
    ),
    template(
      'Mat Pilates',
      ['pilates', 'yoga-mindbody'],
      [45, 60],
      'controlled mat work for core strength, posture and mobility',
      ['Small class sizes', 'Low impact and joint friendly'],
      2,
    ),
    template(
      'Reformer Pilates',
      ['pilates', 'classes'],
      [45, 50],
      'spring-loaded reformer workout for deep core and full-body control',
      ['Limited reformers: arrive on time', 'Grip socks required'],
    ),
    template(
      'Meditation & Breathwork',
      ['yoga-mindbody', 'mindfulness'],
      [45],
      'guided breathing and seated meditation to reset a busy mind',
      ['Cushions provided', 'Leave calmer than you arrived'],
    ),
    template(
      'Pregnancy Yoga',
      ['yoga-mindbody', 'pregnancy'],
      [60, 75],
      'nurturing practice adapted for every trimester',
      ['Midwife-approved sequences', 'From 14 weeks of pregnancy'],
    ),
    template(
      'Aerial Yoga',
      ['yoga-mindbody', 'aerial'],
      [60],
      'playful practice supported by silk hammocks, with gentle inversions',
      ['Hammocks rigged and checked daily', 'Avoid eating two hours before'],
    ),
  ],
  'fitness-class': [
    template(
      'HIIT Circuit',
      ['classes', 'hiit'],
      [45],
      'interval circuit alternating short bursts of work with recovery',
      ['Scalable for every fitness level', 'Burns calories long after class'],
      3,
    ),
    template(
      'Spin',
      ['spin', 'cycling', 'classes'],
      [45],
      'high-energy indoor cycling ride set to a big playlist',
      ['Clip-in shoes available', 'Ride to the beat'],
      3,
    ),
    template(
      'Rhythm Ride',
      ['spin', 'cycling', 'classes'],
      [45],
      'choreographed indoor cycling class with climbs and sprints',
      ['Lights-down studio', 'Bring a water bottle'],
    ),
    template(
      'Endurance Cycling',
      ['cycling', 'classes'],
      [60],
      'power-based indoor cycling session with zone training',
      ['Watt bikes with live metrics', 'Great for road cyclists in winter'],
    ),
    template(
      'Bootcamp',
      ['classes', 'outdoor'],
      [45, 60],
      'team-based workout mixing sprints, bodyweight drills and carries',
      ['Runs in most weathers', 'Good motivation in a group'],
      2,
    ),
    template(
      'Kettlebell Conditioning',
      ['classes', 'strength'],
      [45],
      'swings, cleans and presses for strength and conditioning',
      ['Technique coached from the start', 'Bells from 6 kg to 32 kg'],
    ),
    template(
      'Barbell Strength Class',
      ['classes', 'strength'],
      [45, 60],
      'group barbell workout with high repetitions and light weights',
      ['Full-body session', 'Choose your own weight'],
    ),
    template(
      'Boxing Fitness',
      ['classes', 'martial-arts'],
      [45, 60],
      'pad work, bag rounds and footwork drills with no sparring',
      ['Gloves and wraps available', 'Stress relief guaranteed'],
    ),
    template(
      'Core & Stretch',
      ['classes', 'pilates'],
      [45],
      'focused core training followed by a long mobility cool-down',
      ['Perfect recovery session', 'Mats provided'],
    ),
    template(
      'Barre',
      ['classes', 'pilates', 'dance'],
      [45, 60],
      'ballet-inspired toning with small pulses at the barre',
      ['No dance experience needed', 'Socks recommended'],
    ),
    template(
      'Circuits',
      ['classes'],
      [45, 60],
      'classic station circuit covering strength, cardio and core',
      ['Friendly community class', 'All abilities welcome'],
      2,
    ),
    template(
      'Five-a-side Football',
      ['ball', 'team-sport'],
      [60],
      'weekly small-sided football on a floodlit 3G pitch',
      ['Bibs and balls provided', 'Teams mixed on the night'],
      2,
    ),
    template(
      'Walking Netball',
      ['ball', 'team-sport'],
      [60],
      'slower-paced netball with no running or jumping',
      ['Perfect for returning to sport', 'Played indoors'],
    ),
    template(
      'Netball Skills',
      ['ball', 'team-sport'],
      [60],
      'drills and matches for improving netballers',
      ['Coached by a qualified umpire', 'All positions covered'],
    ),
    template(
      'Badminton Club Night',
      ['racket'],
      [60, 90],
      'social doubles on sprung courts with rotating partners',
      ['Rackets to borrow', 'Shuttles included'],
    ),
    template(
      'Back Care & Mobility',
      ['physio', 'classes'],
      [45, 60],
      'physiotherapist-designed class easing stiff backs and hips',
      ['Led by a chartered physiotherapist', 'Gentle and progressive'],
    ),
  ],
  swimming: [
    template(
      'Lane Swimming',
      ['swim'],
      [45, 60],
      'lane swim in slow, medium and fast lanes',
      ['25 m pool', 'Lane speeds signposted'],
      4,
    ),
    template(
      'Early Bird Lane Swim',
      ['swim'],
      [60],
      'quiet pre-work lane swim',
      ['Fewer swimmers, more space', 'Showers open from 6am'],
      2,
    ),
    template(
      'Adult Swim Lessons',
      ['swim', 'beginners'],
      [45],
      'small-group lessons for adult beginners and improvers',
      ['Shallow-water start', 'Patient, qualified teachers'],
    ),
    template(
      'Swim Stroke Clinic',
      ['swim'],
      [45, 60],
      'technique session on front crawl, breathing and turns',
      ['Video feedback on request', 'Improvers and above'],
    ),
    template(
      'Aqua Fit',
      ['swim', 'water-sports', 'classes'],
      [45],
      'upbeat aerobics class in the shallow end',
      ['Easy on the joints', 'No swimming ability needed'],
      2,
    ),
    template(
      'Open Water Swim',
      ['swim', 'water-sports', 'outdoor'],
      [60],
      'supervised open-water swim with safety kayaks',
      ['Tow floats required', 'Wetsuits optional in summer'],
    ),
    template(
      'Paddleboard Fitness',
      ['water-sports'],
      [60],
      'stand-up paddleboard workout on calm water',
      ['Boards and paddles provided', 'Wetsuit hire available'],
    ),
    template(
      'Pool Kayaking',
      ['water-sports'],
      [60, 90],
      'kayak skills session in the warm pool, including rolling',
      ['Kit provided', 'Great first step before rivers'],
    ),
    template(
      'Water Polo Taster',
      ['water-sports', 'ball', 'swim'],
      [60],
      'fast, friendly introduction to water polo',
      ['Confident swimmers only', 'Caps provided'],
    ),
    template(
      'Family Fun Swim',
      ['swim', 'family'],
      [60],
      'relaxed swim with floats and inflatables',
      ['Inflatable on weekends', 'Under-8s with an adult'],
    ),
  ],
  'martial-arts': [
    template(
      'Brazilian Jiu-Jitsu',
      ['martial-arts', 'grappling'],
      [60, 90],
      'gi grappling: techniques, positional drills and rolling',
      ['Beginners warmly welcomed', 'Loaner gis available'],
      3,
    ),
    template(
      'Muay Thai',
      ['martial-arts'],
      [60, 75],
      'the art of eight limbs: pad work, clinch and conditioning',
      ['No sparring for beginners', 'Gloves and shin guards to borrow'],
      3,
    ),
    template(
      'Kickboxing',
      ['martial-arts'],
      [60],
      'kickboxing technique and pad combinations',
      ['High-energy cardio', 'Contact only when you are ready'],
      2,
    ),
    template('Karate', ['martial-arts'], [60], 'traditional karate: kihon, kata and kumite', [
      'Grading pathway available',
      'Adults and teens',
    ]),
    template(
      'Judo',
      ['martial-arts', 'grappling'],
      [60, 90],
      'throws, breakfalls and groundwork on sprung mats',
      ['Learn to fall safely first', 'Competitive and recreational'],
    ),
    template(
      'Taekwondo',
      ['martial-arts'],
      [60],
      'dynamic kicking art with patterns and sparring',
      ['Belt system from white to black', 'Flexibility improves fast'],
    ),
    template(
      'Krav Maga',
      ['martial-arts', 'self-defence'],
      [60],
      'practical self-defence under realistic stress',
      ['Scenario-based training', 'No experience needed'],
    ),
    template(
      'Boxing Technique',
      ['martial-arts'],
      [60],
      'footwork, defence and combinations from amateur coaches',
      ['Bag work and partner drills', 'Sparring by invitation only'],
      2,
    ),
    template(
      'Capoeira',
      ['martial-arts', 'dance'],
      [75, 90],
      'Afro-Brazilian art blending movement, music and acrobatics',
      ['Live berimbau music', 'Play in the roda at the end'],
    ),
    template(
      'MMA Fundamentals',
      ['martial-arts'],
      [60, 90],
      'striking, wrestling and ground work linked together',
      ['Mouthguard required', 'Controlled, respectful training'],
    ),
    template(
      'Tai Chi',
      ['martial-arts', 'yoga-mindbody'],
      [60],
      'slow, flowing forms for balance and calm',
      ['Ideal for all ages', 'Indoors or in the park'],
    ),
  ],
  gym: [
    template(
      'Gym Session',
      ['gym'],
      [60, 90],
      'open gym session with free weights, racks and cardio kit',
      ['Staff on the floor to help', 'Induction on your first visit'],
      5,
    ),
    template(
      'Strength & Conditioning',
      ['gym', 'strength'],
      [60],
      'coached strength session built around the big lifts',
      ['Small group, big results', 'Programmes progress every week'],
      2,
    ),
    template(
      'Small Group Personal Training',
      ['gym', 'strength'],
      [45, 60],
      'personal training shared with up to four people',
      ['Tailored to your goals', 'Form checks on every set'],
    ),
    template(
      'Powerlifting Club',
      ['gym', 'strength'],
      [90],
      'squat, bench and deadlift club with calibrated plates',
      ['Competition-spec kit', 'Coaching for all levels'],
    ),
    template(
      'Functional Training Zone',
      ['gym'],
      [45, 60],
      'sleds, ropes, rigs and turf for athletic training',
      ['Open layout', 'Ask staff for a plan'],
    ),
    template(
      'Physio-led Rehab Gym',
      ['physio', 'gym'],
      [45, 60],
      'supervised gym rehab with a physiotherapist on hand',
      ['Bring your exercise plan', 'Ideal after injury'],
      2,
    ),
    template(
      'Sports Massage & Recovery',
      ['physio'],
      [45, 60],
      'hands-on sports massage and recovery tools',
      ['Book ahead: limited slots', 'Foam rollers and compression boots'],
    ),
    template(
      'Squash Court',
      ['racket'],
      [45, 60],
      'squash court for singles or doubles',
      ['Rackets and balls to hire', 'Glass-backed courts'],
      2,
    ),
    template('Badminton Court', ['racket'], [60], 'full-size badminton court in the sports hall', [
      'Shuttles for sale at reception',
      'Nets set up for you',
    ]),
    template(
      'Five-a-side Pitch',
      ['ball', 'team-sport'],
      [60],
      'floodlit 3G pitch for five-a-side games',
      ['Bring your own team', 'Changing rooms included'],
    ),
    template(
      'Basketball Drop-in',
      ['ball', 'team-sport'],
      [60, 90],
      'pick-up basketball on a full indoor court',
      ['Teams picked on the night', 'Balls provided'],
    ),
    template(
      'Table Tennis Social',
      ['racket'],
      [60],
      'relaxed table tennis with tables for all standards',
      ['Bats provided', 'Coaching tips on request'],
    ),
  ],
  dance: [
    template(
      'Street Dance',
      ['dance'],
      [60],
      'hip hop grooves and choreography for the fun of it',
      ['Learn a routine each term', 'Trainers recommended'],
      2,
    ),
    template(
      'Salsa Beginners',
      ['dance', 'partner-dance'],
      [60],
      'Cuban-style salsa basics with partner rotation',
      ['No partner needed', 'Social dancing after class'],
      2,
    ),
    template(
      'Ballet Barre',
      ['dance', 'pilates'],
      [60],
      'adult ballet technique at the barre and centre',
      ['Absolute beginners welcome', 'Soft shoes or socks'],
    ),
    template(
      'Contemporary Dance',
      ['dance'],
      [75, 90],
      'floor work, release technique and expressive phrases',
      ['Improvisation included', 'Bare feet'],
    ),
    template(
      'Lindy Hop',
      ['dance', 'partner-dance'],
      [60, 75],
      'swing dancing to big band and jazz',
      ['Leads and follows welcome', 'Lots of laughter'],
    ),
    template(
      'Bachata',
      ['dance', 'partner-dance'],
      [60],
      'sensual bachata footwork and partner work',
      ['Rotate partners all class', 'Beginners and improvers'],
    ),
    template('Commercial Dance', ['dance'], [60], 'music-video style choreography', [
      'High energy',
      'Film the routine at the end',
    ]),
    template(
      'Pole Fitness',
      ['dance', 'classes'],
      [60],
      'strength and spins on the pole in a supportive studio',
      ['Shorts advised for grip', 'Max two per pole'],
    ),
    template('Tap Dance', ['dance'], [60], 'rhythm tap from shuffles to time steps', [
      'Shoes to borrow',
      'Great for coordination',
    ]),
    template(
      'Afrobeats Dance',
      ['dance'],
      [60],
      'Afrobeats grooves and footwork to the latest tracks',
      ['Feel-good workout', 'No experience needed'],
      2,
    ),
    template(
      'Ballroom & Latin',
      ['dance', 'partner-dance'],
      [60, 90],
      'waltz, quickstep, cha-cha and jive for couples and singles',
      ['Medal tests available', 'Smart-casual shoes'],
    ),
    template(
      'Dance Fitness',
      ['dance', 'classes'],
      [45],
      'Latin and pop inspired dance workout',
      ['Easy-to-follow moves', 'A party disguised as a workout'],
      2,
    ),
  ],
  climbing: [
    template(
      'Bouldering Session',
      ['climbing', 'bouldering'],
      [60, 90],
      'bouldering on reset problems from beginner to expert',
      ['Shoe and chalk hire', 'New problems every week'],
      4,
    ),
    template(
      'Intro to Bouldering',
      ['climbing', 'beginners'],
      [60],
      'coached first session covering safety, falling and technique',
      ['Everything provided', 'Leave ready to climb alone'],
      2,
    ),
    template(
      'Roped Climbing',
      ['climbing'],
      [90],
      'top-rope climbing with belay-competent partners',
      ['Belay check on arrival', 'Walls up to 15 m'],
    ),
    template(
      'Auto-belay Climbing',
      ['climbing'],
      [60],
      'solo roped climbing on auto-belays, no partner needed',
      ['Great for fitness', 'Brief safety talk first'],
    ),
    template(
      'Lead Climbing Skills',
      ['climbing'],
      [90],
      'lead climbing technique, clipping and falling practice',
      ['Must be a competent top-roper', 'Quickdraws in place'],
    ),
    template(
      'Climbing Fitness',
      ['climbing', 'classes'],
      [60],
      'finger strength, core and antagonist training for climbers',
      ['Boards and rings used', 'Plan you can repeat'],
    ),
    template(
      'Yoga for Climbers',
      ['climbing', 'yoga-mindbody'],
      [60],
      'mobility-focused yoga for hips, shoulders and wrists',
      ['Loosen up after bouldering', 'Mats provided'],
    ),
    template(
      'Bouldering Social',
      ['climbing', 'bouldering'],
      [90],
      'relaxed evening session with music and problems to share',
      ['Meet other climbers', 'Drinks at the café after'],
    ),
  ],
}

/**
 * What else a venue of each type runs besides its own type (a leisure centre has courts and a
 * gym, a climbing wall runs yoga for climbers). Titles refer to ACTIVITY_TEMPLATES.
 */
export const COMPANION_OFFERS: Record<
  ActivityType,
  readonly { type: ActivityType; titles: readonly string[] }[]
> = {
  yoga: [{ type: 'fitness-class', titles: ['Core & Stretch', 'Barre', 'Back Care & Mobility'] }],
  'fitness-class': [
    { type: 'yoga', titles: ['Mat Pilates', 'Yin Yoga', 'Power Yoga'] },
    { type: 'gym', titles: ['Small Group Personal Training', 'Strength & Conditioning'] },
    { type: 'dance', titles: ['Dance Fitness', 'Afrobeats Dance'] },
  ],
  swimming: [
    {
      type: 'gym',
      titles: [
        'Gym Session',
        'Squash Court',
        'Badminton Court',
        'Five-a-side Pitch',
        'Basketball Drop-in',
        'Physio-led Rehab Gym',
      ],
    },
    {
      type: 'fitness-class',
      titles: [
        'Circuits',
        'Spin',
        'Walking Netball',
        'Netball Skills',
        'Badminton Club Night',
        'Five-a-side Football',
        'Back Care & Mobility',
      ],
    },
  ],
  'martial-arts': [
    {
      type: 'fitness-class',
      titles: ['Boxing Fitness', 'Circuits', 'HIIT Circuit', 'Kettlebell Conditioning'],
    },
  ],
  gym: [
    {
      type: 'fitness-class',
      titles: [
        'HIIT Circuit',
        'Spin',
        'Circuits',
        'Kettlebell Conditioning',
        'Barbell Strength Class',
        'Core & Stretch',
      ],
    },
    { type: 'swimming', titles: ['Lane Swimming', 'Aqua Fit'] },
  ],
  dance: [
    { type: 'fitness-class', titles: ['Barre', 'Core & Stretch'] },
    { type: 'yoga', titles: ['Mat Pilates', 'Hatha Yoga'] },
  ],
  climbing: [
    { type: 'yoga', titles: ['Hatha Yoga', 'Vinyasa Flow'] },
    { type: 'fitness-class', titles: ['Core & Stretch', 'Kettlebell Conditioning'] },
  ],
}

export function templatesTitled(type: ActivityType, titles: readonly string[]): ActivityTemplate[] {
  const found = ACTIVITY_TEMPLATES[type].filter((t) => titles.includes(t.title))
  if (found.length !== titles.length)
    throw new Error(`Unknown ${type} template in ${titles.join(', ')}`)
  return found
}

export const PRACTICAL_NOTES: Record<ActivityType, readonly string[]> = {
  yoga: [
    'Please arrive ten minutes early to set up your mat.',
    'Mats are provided, or bring your own.',
    'Wear something comfortable you can stretch in.',
  ],
  'fitness-class': [
    'Arrive five minutes early for a quick briefing.',
    'Bring a towel and a water bottle.',
    'Trainers with good grip recommended.',
  ],
  swimming: [
    'Swim caps are recommended.',
    'Lockers take a £1 coin, returned after use.',
    'Please shower before entering the pool.',
  ],
  'martial-arts': [
    'Wear comfortable sportswear without zips.',
    'Remove jewellery before training.',
    'Let the coach know about any injuries.',
  ],
  gym: [
    'Check in at reception on arrival.',
    'Please wipe down equipment after use.',
    'A towel is required on the gym floor.',
  ],
  dance: [
    'Comfortable clothes and clean trainers or socks.',
    'Arrive a few minutes early to warm up.',
    'No partner needed.',
  ],
  climbing: [
    'Register online before your first visit.',
    'Climbing shoes can be hired at the desk.',
    'Under-18s must be supervised.',
  ],
}

export const LEVELS = [
  'All levels welcome',
  'Beginners welcome',
  'Improvers and above',
  'Suitable for all abilities',
] as const
