import { describe, expect, it } from 'vitest'
import { laneErrors } from './tag-views.tsx'

const named = { name: 'Clientes VIP' }

describe('tags and kanban lanes', () => {
  it('need a name of at least 3 characters', () => {
    expect(laneErrors({ kanban: 0 })).toEqual({ name: 'atendo.required' })
    expect(laneErrors({ name: ' VI ', kanban: 0 })).toEqual({ name: 'atendo.tags.too_short' })
    expect(laneErrors({ name: 'VIP', kanban: 0 })).toEqual({})
  })

  it('need a next lane when they have a time, never point at themselves; plain tags are free', () => {
    expect(laneErrors({ ...named, kanban: 0, timeLane: 5 })).toEqual({})
    expect(laneErrors({ ...named, kanban: 1, timeLane: 5 })).toEqual({
      nextLaneId: 'atendo.tags.next_lane_required',
    })
    expect(laneErrors({ ...named, kanban: 1, timeLane: -1 })).toEqual({ timeLane: 'atendo.tags.lane_time' })
    expect(laneErrors({ ...named, id: 4, kanban: 1, timeLane: 2, nextLaneId: 4, rollbackLaneId: 4 })).toEqual(
      {
        nextLaneId: 'atendo.tags.self_lane',
        rollbackLaneId: 'atendo.tags.self_lane',
      },
    )
    expect(
      laneErrors({ ...named, id: 4, kanban: 1, timeLane: 24, nextLaneId: 5, rollbackLaneId: 3 }),
    ).toEqual({})
  })
})
