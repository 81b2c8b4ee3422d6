import { Migration } from '@atendo/plugin-api'

/**
 * `early_input`: a customer message that arrived while the step asking a question (menu,
 * question, integration node) was sending, before that step recorded that it waits. The step
 * takes it as the answer when it commits (docs/flows.md "Durability and order").
 */
export class FlowsEarlyInput extends Migration {
  override name = '20261129040000-flows-early-input'

  override up(): void {
    this.addSql('alter table "flows_runs" add column "early_input" text null;')
  }

  override down(): void {
    this.addSql('alter table "flows_runs" drop column "early_input";')
  }
}
