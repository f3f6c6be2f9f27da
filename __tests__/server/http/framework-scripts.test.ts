/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import {
  isFrameworkScript,
  REACT_DEFINITIONS,
  sha256Base64,
} from '@/server/http/framework-scripts.mjs'

/**
 * React's instruction definitions as the React that Next bundles writes them: every string
 * literal of its server build that starts one (`$RS=function…`, `requestAnimationFrame(…)`),
 * without the call opener some end with.
 */
function reactDefinitionsOfInstalledNext(): Map<string, string> {
  const definitions = new Map<string, string>()
  for (const flavour of ['react-dom', 'react-dom-experimental']) {
    for (const build of ['node', 'edge', 'browser']) {
      const file = path.join(
        path.dirname(require.resolve('next/package.json')),
        `dist/compiled/${flavour}/cjs/react-dom-server.${build}.production.js`,
      )
      const source = readFileSync(file, 'utf8')
      const literal =
        /(['"])((?:\$R[A-Z]|requestAnimationFrame\(function)(?:[^'"\\]|\\.|(?!\1)['"])*)\1/g
      for (const match of source.matchAll(literal)) {
        const text = String(vm.runInNewContext(match[0]))
        if (/^\$R[A-Z]\("$/.test(text)) continue
        const definition = text.replace(/\$R[A-Z]\("$/, '')
        definitions.set(definition, sha256Base64(definition))
      }
    }
  }
  return definitions
}

const REACT = [...reactDefinitionsOfInstalledNext().keys()]
const completeBoundary = REACT.find((text) => text.startsWith('$RB=[];$RV=')) ?? ''

describe('isFrameworkScript', () => {
  it.each<[string, string, boolean]>([
    ["Next's payload bootstrap", '(self.__next_f=self.__next_f||[]).push([0])', true],
    ["Next's payload data", 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])', true],
    ["Next's form state", 'self.__next_f.push([2,{"a":1}])', true],
    ["Next's binary payload", 'self.__next_f.push([3,"AAEC"])', true],
    [
      "Turbopack's bootstrap",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
      true,
    ],
    [
      "Turbopack's bootstrap of two chunk groups",
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});\n(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"b":2});',
      true,
    ],
    [
      "the dev server's bootstrap",
      'self.__next_r="hvoTH4nPQNdQAwg0nK0P5";var __nextHmrInitialVersion="0";',
      true,
    ],
    ["the dev server's bootstrap without HMR", 'self.__next_r="a-b"', true],
    ['code after the dev bootstrap', 'self.__next_r="a";alert(1)', false],
    ['two chunk-loading globals', '(globalThis["A"] || (globalThis["B"] = [])).push({})', false],
    [
      "React's boundary completion, with its definition",
      `${completeBoundary}$RC("B:0","S:0")`,
      true,
    ],
    ["React's boundary completion alone", '$RC("B:1","S:1")', true],
    ["React's client render, with null arguments", '$RX("B:2",null,"msg")', true],
    ["React's timing script", 'requestAnimationFrame(function(){$RT=performance.now()});', true],
    ['a script from the content', 'alert(document.cookie)', false],
    ['code after a payload push', 'self.__next_f.push([1,"a"]);alert(1)', false],
    ['code inside a payload push', 'self.__next_f.push([1,alert(1)])', false],
    ['a payload push of another kind', 'self.__next_f.push([7,"a"])', false],
    [
      'code pushed to Turbopack',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
      false,
    ],
    ['a forged React definition', '$RC=function(){alert(1)};$RC("B:0","S:0")', false],
    ['a React call with code for an argument', '$RC("B:0",alert(1))', false],
    ['code after a React call', '$RC("B:0","S:0");alert(1)', false],
    ['an empty script', '', false],
  ])('%s → %s', (_name, text, expected) => {
    expect(isFrameworkScript(text)).toBe(expected)
  })

  it('knows every instruction definition of the React that Next bundles, and no other', () => {
    const installed = [...reactDefinitionsOfInstalledNext()].map(([text, hash]) => [
      text.length,
      hash,
    ])
    expect(new Set(installed.map(String))).toEqual(new Set(REACT_DEFINITIONS.map(String)))
    for (const definition of REACT) expect(isFrameworkScript(definition)).toBe(true)
  })
})
