/**
 * Word and phrase lists the scorer looks for. Written for spoken interview answers: short, common
 * phrasings rather than exhaustive dictionaries. All lower case; matched on whole words.
 */

const list = (text: string): string[] =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** Function words that carry no topic; the rest of an answer's words are its content words. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  list(`a|an|the|of|and|or|but|nor|in|on|at|to|for|from|by|with|into|onto|about|as|than|via|per|
  is|are|was|were|be|been|being|am|do|does|did|doing|done|have|has|had|having|
  i|me|my|mine|myself|we|us|our|ours|you|your|yours|he|him|his|she|her|hers|they|them|their|theirs|it|its|itself|
  this|that|these|those|there|here|what|which|who|whom|whose|when|where|why|how|
  not|no|so|if|then|too|very|just|also|can|could|would|should|will|shall|may|might|must|
  all|any|both|each|some|such|only|own|same|other|another|more|most|much|many|
  i'm|i've|i'd|i'll|it's|that's|there's|we're|we've|we'd|we'll|you're|they're|don't|didn't|doesn't|isn't|wasn't|
  um|umm|uh|uhh|er|erm|ah|hmm|yeah|okay|ok|like|basically|really|actually|literally|right|well|oh|
  get|got|go|went|going|make|made|thing|things|stuff|something|anything|way|lot|bit|kind|sort|know|think|guess|mean`),
);

/**
 * Words that frame a question rather than say what it is about ("Tell me about a time…",
 * "Design a…"); left out when checking whether an answer shares any words with its question.
 */
export const QUESTION_FRAME: ReadonlySet<string> = new Set(
  list(`tell|describe|explain|give|example|time|situation|walk|through|design|given|return|write|implement|
  handle|approach|discuss|share|question|answer|would|could|please|new|want|need|use|using|build|create|
  work|worked|case|cases|find|solve|problem|describe|say|talk`),
);

/** Words that say how to answer in an outline point ("Set the scene: …", "Explain your view…"), not what. */
export const OUTLINE_META: ReadonlySet<string> = new Set(
  list(`set|scene|explain|describe|give|mention|state|say|view|stake|discuss|point|part|optionally|simple|better|
  clarify|show|walk|start|end|own|good|strong`),
);

/** Verbal fillers, counted wherever they occur. "like", "you know" and "right" are judged in context. */
export const FILLERS = list(`um|umm|uh|uhh|er|erm|ah|hmm|basically|literally|i mean|so yeah|yeah`);

/** Phrases that soften a claim. "kind of" / "sort of" after a determiner ("what kind of") are not hedges. */
export const HEDGES =
  list(`i think|i guess|i suppose|i feel like|maybe|perhaps|probably|possibly|kind of|sort of|
  kinda|sorta|i'm not sure|i am not sure|not really sure|not sure|i don't know|i dunno|or something|hopefully|
  somewhat|more or less|if i remember`);

/** Words after which "kind of" / "sort of" name a type ("what kind of index"), not a hedge. */
export const TYPE_DETERMINERS: ReadonlySet<string> = new Set(
  list(`what|which|this|that|the|a|any|some|same|every|one|each|another|other|different|right|wrong|new`),
);

/** Words that link sentences into a line of thought; the structure score counts the distinct ones used. */
export const CONNECTIVES =
  list(`first|firstly|then|next|after that|afterwards|finally|lastly|because|since|so|
  therefore|however|but|although|though|instead|otherwise|which means|as a result|for example|for instance|
  so that|in the end|on the other hand|meanwhile|once|while`);

/** Signs of reasoning: justifying, comparing, handling the other case. */
export const REASONING =
  list(`because|so that|which means|therefore|trade-off|tradeoff|trade off|instead|however|
  otherwise|downside|drawback|in return|the catch|at the cost|rather than|compared to|compared with|versus|vs|
  better than|worse than|the risk|alternatively|on the other hand|if|unless|depends on|the reason|in order to|
  to make sure|so i|so we|which meant|that way`);

export type StarPart = 'situation' | 'task' | 'action' | 'result';
export const STAR_PARTS: readonly StarPart[] = ['situation', 'task', 'action', 'result'];

/** Cue phrases for each STAR part with a weight (how sure the phrase makes us). */
export const STAR_CUES: Readonly<Record<StarPart, readonly [string, number][]>> = {
  situation: [
    ...weighted(
      2,
      `when i was|while i was|back when|at my last|at my previous|at my first|at my part-time|in my last|
      in my previous|in my first|in my second|in my third|in my final|i was an intern|i was working|i joined|
      during my|the situation was|at the time`,
    ),
    ...weighted(
      1,
      `last year|last summer|last spring|last semester|last winter|last fall|last month|at my|on a project|
      on a class project|in a class|our team|my team|we were|there was|there were|the project|a project|
      internship|we had`,
    ),
  ],
  task: [
    ...weighted(
      2,
      `my job was|my role was|my task was|my goal was|the goal was|the task was|i was responsible|
      i was in charge|i was asked to|i was tasked|my responsibility|the challenge was|the problem was|
      i needed to|i had to|we needed to|we had to|had to deliver|i had to learn|i was supposed to`,
    ),
    ...weighted(1, `deadline|within|by friday|in time for|needed to|had to|the goal|to get us`),
  ],
  action: [
    ...weighted(
      2,
      `i decided|i built|i talked|i wrote|i created|i set up|i organised|i organized|i proposed|i suggested|
      i implemented|i led|i started|i listened|i asked|i spent|i reached out|i scheduled|i ran|i shared|
      i researched|i tested|i fixed|i explained|i read|i watched|i designed|i worked through|i rebuilt|
      i prototyped|i measured|i compared|i met|i called|i volunteered|i took|i made|so i|then i|first i`,
    ),
    ...weighted(1, `we talked|we decided|we built|we ran|we tried|we met|i also`),
  ],
  result: [
    ...weighted(
      2,
      `as a result|in the end|resulted in|which led to|the result was|the outcome was|we shipped|it shipped|
      i learned|i learnt|taught me|since then|ended up|next time|we finished|we won|we delivered|on time|
      ahead of schedule|before the deadline|went live|got promoted`,
    ),
    ...weighted(
      1,
      `eventually|finally|afterwards|worked out|went fine|it works|was finished|dropped by|improved|reduced|
      increased|saved|faster|slower|fewer|stopped|grew|cut`,
    ),
  ],
};

export type Phase = 'approach' | 'details' | 'tradeoffs' | 'result';
export const PHASES: readonly Phase[] = ['approach', 'details', 'tradeoffs', 'result'];

/** Cues for the parts of a technical answer: approach → details → trade-offs → result. */
export const PHASE_CUES: Readonly<Record<Phase, readonly [string, number][]>> = {
  approach: [
    ...weighted(
      2,
      `my approach|the approach|the idea is|i would use|i'd use|i would start|i'd start|i would|i'd|
      start by|first i would|the simplest|brute force|brute-force|clarify|requirements|at a high level|
      the plan is|we can use|i will use|use a|use an`,
    ),
    ...weighted(1, `first|approach|simple|basic idea`),
  ],
  details: [
    ...weighted(
      2,
      `for each|iterate|loop|look up|lookup|store|pointer|endpoint|schema|worker|workers|consume|partition|
      moves|move both|insert|check whether|check if|compute|write to|writes to|reads from|calls|the api|
      the mapping|goes into|put a|in front of`,
    ),
    ...weighted(1, `then|next|each|when|step|table|queue|cache|database|map|set|list|node|index|array`),
  ],
  tradeoffs: [
    ...weighted(
      2,
      `trade-off|tradeoff|trade off|downside|drawback|on the other hand|at the cost|in return|the catch|
      alternatively|instead of|rather than|compared to|versus|better than|worse than|costs|is cheaper|
      is slower|the risk`,
    ),
    ...weighted(1, `however|but|instead|vs|cost|although|though`),
  ],
  result: [
    ...weighted(
      2,
      `time complexity|space complexity|runs in|overall|in total|this gives|which gives|per second|
      latency|throughput|scales to|scales horizontally|handles|under|milliseconds|finally i would|monitor`,
    ),
    ...weighted(1, `complexity|finally|constant space|linear time|result|in the end|so the whole`),
  ],
};

function weighted(weight: number, text: string): [string, number][] {
  return list(text).map((p) => [p, weight]);
}

/** Named tools, technologies, data structures and techniques: each mention is a specific detail. */
export const TECH_TERMS = list(`python|java|javascript|typescript|golang|rust|kotlin|ruby|php|scala|
  react|angular|vue|svelte|node|nodejs|django|flask|rails|next.js|graphql|grpc|http|https|
  websocket|websockets|json|jsonb|xml|yaml|sql|nosql|postgres|postgresql|mysql|sqlite|mongodb|redis|memcached|
  cassandra|dynamodb|elasticsearch|influxdb|bigquery|snowflake|kafka|rabbitmq|sqs|sns|pub/sub|kinesis|
  aws|gcp|azure|s3|ec2|lambda|cloudfront|cdn|docker|kubernetes|terraform|jenkins|github|gitlab|git|linux|nginx|
  grafana|prometheus|datadog|tableau|pandas|numpy|pytorch|tensorflow|spark|hadoop|airflow|figma|jira|
  firebase|twilio|sendgrid|apns|fcm|stripe|oauth|jwt|tls|dns|tcp|udp|api|apis|
  hash map|hashmap|hash table|hash set|dictionary|heap|priority queue|stack|queue|linked list|binary search|
  binary tree|bst|trie|graph|bfs|dfs|dijkstra|topological sort|dynamic programming|memoization|recursion|
  two pointers|slow pointer|fast pointer|sliding window|tortoise and hare|floyd|union find|bitmask|
  base62|base64|sharding|shard|replication|replica|load balancer|consistent hashing|rate limit|rate limiter|
  backoff|exponential backoff|dead letter queue|idempotency key|idempotency|index|b-tree|cache|caching|
  ttl|eviction|lru|cdn|microservice|microservices|monolith|unit test|unit tests|ci|a/b test|a/b testing|
  regression|sprint|kanban|scrum|prototype|benchmark`);

/** Outcome verbs and comparatives: an answer that uses them says what changed. */
export const OUTCOME_WORDS =
  list(`reduce|increase|improve|save|cut|drop|grow|ship|launch|deliver|win|raise|finish|
  double|halve|boost|lower|prevent|stop|speed|faster|slower|fewer|cheaper|quicker|higher|outperform|complete`);

/** Words that stand in for a detail the speaker did not give. */
export const VAGUE_WORDS = list(`stuff|things|thing|something|somehow|whatever|etc|and so on|some stuff|a lot|
  and everything|or whatever`);

/** Number words that make a claim countable. "one" is left out: "this one time" is not a figure. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  list(`two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|
  seventy|eighty|ninety|hundred|hundreds|thousand|thousands|million|millions|billion|billions|trillion|dozen|
  half|twice|double|triple|percent`),
);

/** "I" followed by one of these is a hedge or a filler, not ownership. */
export const NOT_OWNERSHIP: ReadonlySet<string> = new Set(
  list(
    `think|guess|mean|suppose|feel|dunno|don't|am|'m|usually|just|kind|sort|was|wasn't|didn't|really|like|hope`,
  ),
);
