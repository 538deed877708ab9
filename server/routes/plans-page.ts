import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../lib/contract/common';
import { ADVERTISER_ACCOUNT_LIMIT, DEFAULT_TRIAL_LAUNCH_LIMIT } from '../auth/plans';

// The plans page the side panel's upgrade dialogs open (spec §8; docs/bulk-launch.md "Upgrade dialogs"): public
// (a new tab carries no session), static, and honest that billing is not built: a plan changes through an operator.

const querySchema = z.object({ reason: z.enum(['inactive-subscription', 'free-trial', 'account-limit']).optional() });

const HEADINGS = {
  'inactive-subscription': 'Resume your subscription to continue generating ads',
  'free-trial': 'Upgrade to continue using Salvo',
  // Salvo's wording: the side panel's "Ad account limit reached" (GET /facebook/assets/limit).
  'account-limit': 'Upgrade to launch into more ad accounts',
} as const;

function page(heading: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Salvo plans</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}</style></head>
<body><main>
<h1>${heading}</h1>
<h2>Advertiser</h2><p>Launch into up to ${ADVERTISER_ACCOUNT_LIMIT} ad accounts of your own.</p>
<h2>Agency</h2><p>Any number of ad accounts, and Multi Account Launch: one campaign into several ad accounts at once.</p>
<h2>Free trial</h2><p>${DEFAULT_TRIAL_LAUNCH_LIMIT} launches to try Salvo, unless your trial says otherwise.</p>
<p>Online payment is not available yet: to resume your subscription or change your plan, contact your Salvo account manager, who changes it for you.</p>
</main></body></html>`;
}

export function plansPageRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/plans',
      { schema: { hide: true, security: [], querystring: querySchema, response: { 200: z.string(), 400: errorResponseSchema } } },
      async (request, reply) => reply.type('text/html; charset=utf-8').send(page(request.query.reason ? HEADINGS[request.query.reason] : 'Salvo plans')),
    );
  };
}
