// Fields of an automated rule's specs (evaluation_spec, execution_spec, schedule_spec), verbatim from the v25.0 spec
// files AdRule*.json, so their keys are checked like targeting's (validate-structs.ts); their values are checked by
// graph/adrules/spec.ts.

const RULE_OPERATORS: readonly string[] = [
  'ALL',
  'ANY',
  'CONTAIN',
  'EQUAL',
  'GREATER_THAN',
  'IN',
  'IN_RANGE',
  'LESS_THAN',
  'NONE',
  'NOT_CONTAIN',
  'NOT_EQUAL',
  'NOT_IN',
  'NOT_IN_RANGE',
];

export const adRuleStructs: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AdRuleEvaluationSpec: {
    evaluation_type: 'AdRuleEvaluationSpec_evaluation_type',
    filters: 'list<AdRuleFilters>',
    trigger: 'AdRuleTrigger',
  },
  AdRuleFilters: {
    field: 'string',
    operator: 'AdRuleFilters_operator',
    value: 'Object',
  },
  AdRuleTrigger: {
    field: 'string',
    operator: 'AdRuleTrigger_operator',
    type: 'AdRuleTrigger_type',
    value: 'Object',
  },
  AdRuleExecutionSpec: {
    execution_options: 'list<AdRuleExecutionOptions>',
    execution_type: 'AdRuleExecutionSpec_execution_type',
    is_once_off: 'bool',
  },
  AdRuleExecutionOptions: {
    field: 'string',
    operator: 'AdRuleExecutionOptions_operator',
    value: 'Object',
  },
  AdRuleScheduleSpec: {
    schedule: 'list<AdRuleSchedule>',
    schedule_type: 'string',
  },
  AdRuleSchedule: {
    days: 'list<int>',
    end_minute: 'int',
    start_minute: 'int',
  },
};

export const adRuleStructEnums: Readonly<Record<string, readonly string[]>> = {
  AdRuleEvaluationSpec_evaluation_type: ['SCHEDULE', 'TRIGGER'],
  AdRuleExecutionOptions_operator: ['EQUAL', 'IN'],
  AdRuleExecutionSpec_execution_type: [
    'ADD_INTEREST_RELAXATION',
    'ADD_QUESTIONNAIRE_INTERESTS',
    'AD_RECOMMENDATION_APPLY',
    'AUDIENCE_CONSOLIDATION',
    'AUDIENCE_CONSOLIDATION_ASK_FIRST',
    'CHANGE_BID',
    'CHANGE_BUDGET',
    'CHANGE_CAMPAIGN_BUDGET',
    'DCO',
    'INCREASE_RADIUS',
    'NOTIFICATION',
    'PAUSE',
    'PING_ENDPOINT',
    'REBALANCE_BUDGET',
    'ROTATE',
    'UNPAUSE',
    'UPDATE_CREATIVE',
    'UPDATE_LAX_BUDGET',
    'UPDATE_LAX_DURATION',
  ],
  AdRuleFilters_operator: RULE_OPERATORS,
  AdRuleTrigger_operator: RULE_OPERATORS,
  AdRuleTrigger_type: ['DELIVERY_INSIGHTS_CHANGE', 'METADATA_CREATION', 'METADATA_UPDATE', 'STATS_CHANGE', 'STATS_MILESTONE'],
};
