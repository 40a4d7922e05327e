// No imports on purpose: the web form's template list reads this as well as the server.

/**
 * Words that put a person (or a part of one) in a template. With the creator's 'authentic' persona
 * their real cut-out is composited into the subject box, so a template that asks the model for a
 * gamer, a chef or a pair of hands would draw a second person beside them.
 */
const PEOPLE =
  /\b(person|people|man|men|woman|women|boy|girl|kid|kids|child|children|baby|family|couple|crowd|friends?|twins|face|faces|hands?|eyes?|head|fingers?|fists?|silhouettes?|portraits?|gamer|players?|creator|vlogger|teacher|student|chef|cook|athlete|runner|sprinter|boxer|climber|hiker|traveller|tourist|backpacker|dancer|singer|musician|guitarist|drummer|dj|reviewer|founder|entrepreneur|analyst|worker|contestants?|opponents?|audience|fans?|host|reporter|anchor|speaker|villain|hero|mage|knight|astronaut|scientist|doctor|model|influencer|speedrunner|user|yogi|surfer|skater|cyclist|swimmer|streamer|presenter|comedian|actor|actress|director|author|reader|writer|artist|animator|designer|maker|crafter|builder|coach|trainer|investor|trader|mascots?|shopper|customer|seller|vendor|grandma|grandpa|mum|dad|mother|father|someone|self|selfie|smiling|grinning|laughing|crying|shocked|sweat|tears|stare|staring|interview|raised high|wearing|dressed|posing|pose)\b/i

/** Whether a template asks the model to draw a person. */
export const showsPeople = (template: string) => PEOPLE.test(template)

/** A category's templates for the run: without people when the creator's real photo is the subject. */
export const templatesFor = (templates: readonly string[], withoutPeople: boolean) =>
  withoutPeople ? templates.filter((template) => !showsPeople(template)) : [...templates]
