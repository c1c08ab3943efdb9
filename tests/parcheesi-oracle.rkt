#lang racket/base
;; Answers questions about Parcheesi positions with the rules of Racket's
;; games/parcheesi (its moves.rkt and board.rkt, unchanged): the test
;; tests/american-diff.sh asks, parchis answers the same questions, and
;; the two answers must agree.
;;
;; One question a line, one answer a line:
;;   Q COLOUR BOARD D1 D2      every board a legal turn of COLOUR with the
;;                             dice D1 D2 can end on (doubles with every
;;                             pawn out also play 7-D1 7-D2, as the game's
;;                             die does): "N B1 B2 ..." sorted; those that
;;                             take-turn accepts only by its fault (see
;;                             die-still-usable?) are counted, on standard
;;                             error at the end, not listed
;;   T COLOUR BOARD D1 D2 MOVE...  whether the moves are a legal turn
;;                             (take-turn): "ok B" or "bad REASON"
;;   P COLOUR BOARD            the board after the third doubles' penalty
;; BOARD is the sixteen pawns, blue, green, red, yellow, pawns 0 to 3, each
;; S (start), 0..67 (the main ring), H0..H6 (the home row) or G (home),
;; colours split by "/", pawns by ",". An answer's boards are canonical:
;; each colour's pawns sorted. MOVE is eI (enter pawn I), mI:FROM:N (pawn I
;; from ring square FROM by N) or hI:FROM:N (from home-row square FROM).
(require racket/list racket/string
         games/parcheesi/board games/parcheesi/moves)

;; The one step moves.rkt does not export: a move with its dice.
(define move/dice
  (eval 'make-move/dice (module->namespace 'games/parcheesi/moves)))

(define colours '(blue green red yellow))

(define (token->loc tok colour)
  (cond [(string=? tok "S") 'start]
        [(string=? tok "G") 'home]
        [(char=? (string-ref tok 0) #\H)
         (make-home-row-loc (string->number (substring tok 1)) colour)]
        [else (string->number tok)]))

(define (loc->token loc)
  (cond [(eq? loc 'start) "S"]
        [(eq? loc 'home) "G"]
        [(home-row-loc? loc) (format "H~a" (home-row-loc-num loc))]
        [else (number->string loc)]))

(define (parse-board text)
  (for/fold ([b (new-board)])
            ([group (string-split text "/")] [colour colours])
    (for/fold ([b b]) ([tok (string-split group ",")] [id (in-naturals)])
      (define loc (token->loc tok colour))
      (if (eq? loc 'start) b (move-piece b (make-pawn colour id) loc)))))

;; pawn -> loc, for every pawn
(define (board-locs board)
  (define h (make-hash))
  (for-each-pawn/loc board (lambda (pawn loc)
                             (hash-set! h (cons (pawn-color pawn) (pawn-id pawn)) loc)))
  h)

(define (board-text board sorted?)
  (define h (board-locs board))
  (string-join
   (for/list ([colour colours])
     (define toks (for/list ([id 4]) (loc->token (hash-ref h (cons colour id)))))
     (string-join (if sorted? (sort toks string<?) toks) ","))
   "/"))

(define (turn-dice board colour d1 d2)
  (if (and (= d1 d2) (board-all-in? board colour))
      (list d1 d2 (- 7 d1) (- 7 d2))
      (list d1 d2)))

;; The moves worth trying from board with dice: enter one pawn from the
;; start, move each pawn on the board by each distinct amount.
(define (candidates board colour dice)
  (define h (board-locs board))
  (define amounts (remove-duplicates dice))
  (define starters (for/list ([id 4] #:when (eq? (hash-ref h (cons colour id)) 'start)) id))
  (append
   (if (null? starters) '() (list (make-enter-piece (make-pawn colour (car starters)))))
   (for*/list ([id 4] [n amounts]
               #:unless (symbol? (hash-ref h (cons colour id))))
     (define loc (hash-ref h (cons colour id)))
     (define pawn (make-pawn colour id))
     (if (home-row-loc? loc)
         (make-move-piece-home pawn (home-row-loc-num loc) n)
         (make-move-piece-main pawn loc n)))))

;; Racket's fault: take-turn asks whether a die left unused can still
;; move of the first pawn that can move it, and when that pawn's move would
;; move a blockade together takes the die as unusable, though another pawn
;; may use it. Whether some pawn of colour can use a die of dice on board b
;; without moving a blockade of the turn's start (original) together.
(define (die-still-usable? colour original b dice)
  (define h (board-locs b))
  (for*/or ([n (remove-duplicates dice)] [id 4])
    (define loc (hash-ref h (cons colour id)))
    (define pawn (make-pawn colour id))
    (and (not (symbol? loc))
         (with-handlers ([exn:bad-move? (lambda (x) #f)])
           (define-values (nb bonus)
             (if (home-row-loc? loc)
                 (board-move-piece-home b pawn (home-row-loc-num loc) n)
                 (board-move-piece-main b pawn loc n)))
           (not (blockade-moved? original nb colour))))))

;; Boards take-turn accepted that its fault let through, over a run.
(define faults 0)

;; Every board a legal turn can end on: a search over the states (board,
;; dice left) the moves reach, each state's moves then judged whole by
;; take-turn, the game's own referee, and then without its fault.
(define (outcomes colour board d1 d2)
  (define dice0 (turn-dice board colour d1 d2))
  (define seen (make-hash))
  (define results (make-hash))
  (let walk ([b board] [dice dice0] [moves-rev '()])
    (define key (cons (board-text b #f) (sort dice <)))
    (unless (hash-ref seen key #f)
      (hash-set! seen key #t)
      (with-handlers ([exn:bad-move? void])
        (define end (take-turn colour board dice0 (reverse moves-rev)))
        (if (die-still-usable? colour board end dice)
            (set! faults (+ faults 1))
            (hash-set! results (board-text end #t) #t)))
      (for ([m (candidates b colour dice)])
        (with-handlers ([exn:bad-move? void])
          (define-values (nb bonus nd) (move/dice b m dice))
          (walk nb (if bonus (cons bonus nd) nd) (cons m moves-rev))))))
  (sort (hash-keys results) string<?))

(define (parse-move tok colour)
  (define kind (string-ref tok 0))
  (define parts (string-split (substring tok 1) ":"))
  (define pawn (make-pawn colour (string->number (car parts))))
  (case kind
    [(#\e) (make-enter-piece pawn)]
    [(#\m) (make-move-piece-main pawn (string->number (cadr parts))
                                 (string->number (caddr parts)))]
    [(#\h) (make-move-piece-home pawn (string->number (cadr parts))
                                 (string->number (caddr parts)))]
    [else (error 'oracle "bad move ~a" tok)]))

(define (answer line)
  (define w (string-split line))
  (define colour (string->symbol (cadr w)))
  (define board (parse-board (caddr w)))
  (case (car w)
    [("Q")
     (define r (outcomes colour board (string->number (list-ref w 3))
                         (string->number (list-ref w 4))))
     (string-join (cons (number->string (length r)) r) " ")]
    [("T")
     (define dice (turn-dice board colour (string->number (list-ref w 3))
                             (string->number (list-ref w 4))))
     (define moves (for/list ([t (list-tail w 5)]) (parse-move t colour)))
     (with-handlers ([exn:bad-move? (lambda (x) (string-append "bad " (exn-message x)))])
       (string-append "ok " (board-text (take-turn colour board dice moves) #t)))]
    [("P") (board-text (board-doubles-penalty board colour) #t)]
    [else (error 'oracle "bad question ~a" line)]))

(for ([line (in-lines)])
  (displayln (answer line))
  (flush-output))
(eprintf "~a ending boards take-turn accepts but a pawn could still move\n"
         faults)
