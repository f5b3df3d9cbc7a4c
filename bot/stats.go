package bot

import (
	"bytes"
	"context"

	"sudokubot/bot/catalog"
	"sudokubot/bot/markup"
	"sudokubot/bot/messenger"
	"sudokubot/bot/progress"
	"sudokubot/render"
)

// cmdStats answers /stats: the person's progress as a picture, with a
// caption and /practice links for the techniques that needed hints; a
// friendly text before any finish.
func (b *Bot) cmdStats(ctx context.Context, r request, m *messenger.Message, _ string) {
	user := r.chat
	if m != nil && m.From != nil {
		user = m.From.ID
	}
	p, err := b.state.Person(ctx, user)
	if err != nil {
		b.log.Error("reading a person's progress", "user", user, "err", err)
		b.reply(ctx, r.chat, r.replyTo, internalErrorText(r.lang))
		return
	}
	if len(p.Finishes) == 0 {
		b.reply(ctx, r.chat, r.replyTo, catalog.For(r.lang).StatsEmpty())
		return
	}
	s, caption := progress.Stats(p, r.lang, b.now())
	var buf bytes.Buffer
	if err := render.WriteStats(&buf, s); err != nil {
		b.log.Error("drawing the stats failed", "err", err)
		b.reply(ctx, r.chat, r.replyTo, markup.Plain(caption))
		return
	}
	ph := messenger.Photo{Chat: r.chat, PNG: buf.Bytes(), Name: "stats.png", Caption: markup.FitCaption(caption), HTML: true, ReplyTo: r.replyTo}
	if _, err := b.out.SendPhoto(ctx, ph); err != nil {
		b.log.Warn("sendPhoto failed", "chat", r.chat, "err", err)
	}
}
