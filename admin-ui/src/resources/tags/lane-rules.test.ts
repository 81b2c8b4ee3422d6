import { describe, expect, it } from 'vitest'
import { laneErrors } from './tag-views.tsx'

describe('kanban lanes', () => {
  it('need a next lane when they have a time, never point at themselves; plain tags are free', () => {
    expect(laneErrors({ kanban: 0, timeLane: 5 })).toEqual({})
    expect(laneErrors({ kanban: 1, timeLane: 5 })).toEqual({ nextLaneId: 'atendo.tags.next_lane_required' })
    expect(laneErrors({ kanban: 1, timeLane: -1 })).toEqual({ timeLane: 'atendo.tags.lane_time' })
    expect(laneErrors({ id: 4, kanban: 1, timeLane: 2, nextLaneId: 4, rollbackLaneId: 4 })).toEqual({
      nextLaneId: 'atendo.tags.self_lane',
      rollbackLaneId: 'atendo.tags.self_lane',
    })
    expect(laneErrors({ id: 4, kanban: 1, timeLane: 24, nextLaneId: 5, rollbackLaneId: 3 })).toEqual({})
  })
})
