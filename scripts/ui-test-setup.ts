/**
 * Setup of the front ends' component tests. Testing Library's `findBy*`/`waitFor` give up after
 * one second by default, which a busy machine (tests run in parallel) overruns; they follow the
 * DOM and return as soon as it matches, so a longer bound costs nothing when things go well.
 */
import { configure } from '@testing-library/react'

configure({ asyncUtilTimeout: 10000 })
