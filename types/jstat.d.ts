// jstat ships no types: the few distribution functions lib/experiments/statistics.ts uses.
declare module 'jstat' {
  interface Distribution {
    cdf(x: number, ...parameters: number[]): number
    inv(p: number, ...parameters: number[]): number
  }
  export const jStat: {
    normal: Distribution
    chisquare: Distribution
  }
}
