# bash completion for parchis(6): commands, each command's long options,
# presets, colours, rule options after --set and their values after
# --set OPTION=, record files, and the steps of a record's pending roll
# for parchis move FILE.
#
# The commands and each command's options are read from the program's own
# --help (in the C locale, so that a translated "Commands:" heading or
# option text does not matter), so they follow the installed program. The
# static lists below are the fallback when parchis cannot be run; the test
# tests/completion.sh checks that they match the program.

_parchis_commands="new play move moves status log hint analyse undo board html verify mail salt resign leave reveal standings robot selfplay rules format"
_parchis_presets="classic superparchis pairs event"
_parchis_colours="yellow blue red green orange purple cyan pink amarillo azul rojo verde naranja morado celeste rosa"
_parchis_rule_options="dice_per_roll roll_per_piece start_in_play exit_roll first_five_two exit_capture six_all_out repeat_roll three_sixes barriers open_barrier_on_six blocked_move capture_bonus goal_bonus bonus_piece goal_entry teams capture_partner turn_order places safe_share doubles_faces barrier_together barrier_scope exit_first bonus_order most_dice turn_limit seats"

# The commands listed under "Commands:" by parchis --help.
_parchis_list_commands()
{
	local list
	list=$(LC_ALL=C LANGUAGE= "$1" --help 2>/dev/null |
		sed -n '/^Commands:$/,/^$/s/^  \([a-z][a-z]*\) .*/\1/p')
	echo "${list:-$_parchis_commands}"
}

# The long options of parchis COMMAND --help, with "=" for those that
# take an argument.
_parchis_list_options()
{
	LC_ALL=C LANGUAGE= "$1" "$2" --help 2>/dev/null |
		sed -n 's/^ *\(-., \)\{0,1\}\(--[a-z][a-z-]*\)\(\[\{0,1\}=\)\{0,1\}.*/\2\3/p' |
		sed 's/\[//'
}

# The rule options that "parchis rules" prints (for the 8-seat board, so
# that seats is among them: the 4-seat board leaves it out).
_parchis_list_rule_options()
{
	local list
	list=$(LC_ALL=C LANGUAGE= "$1" rules --set seats=8 2>/dev/null |
		sed -n 's/^\([a-z_][a-z_]*\):.*/\1/p' | grep -vx preset)
	echo "${list:-$_parchis_rule_options}"
}

# The values rule option $2 takes, from the program's own message for a
# bad value ("takes same_colour, mixed, safe_only or none"; a range of
# numbers is listed when short; turn_limit's examples).
_parchis_list_values()
{
	local text lo hi
	text=$(LC_ALL=C LANGUAGE= "$1" rules --set "$2=?" 2>&1 |
		sed -n "s/.* takes \(.*\), not '?'\$/\1/p")
	case $text in
	"a number from "*" to "*)
		lo=${text#a number from }
		hi=${lo#* to }
		lo=${lo%% to *}
		((hi - lo <= 12)) && seq "$lo" "$hi" ;;
	*"("*")"*)
		hi=${text#*(}
		echo "${text%%, or *} ${hi%)}" | tr -d , ;;
	*)
		echo "${text// or /, }" | tr -d , ;;
	esac
}

# The steps that may come at place $3 (from 1) of the move for the
# pending roll of record $2, after the steps $4... already written: the
# next step of each legal play that starts with them, as parchis moves
# lists them (one order of the dice for each outcome).
_parchis_list_steps()
{
	local prog=$1 file=$2 place=$3 line
	shift 3
	[[ -f $file || $file == - ]] || return 0
	LC_ALL=C LANGUAGE= "$prog" moves "$file" 2>/dev/null |
		sed 's/:.*//' | while read -r line; do
			local -a steps=($line)
			local k ok=1
			for ((k = 0; k < place - 1; k++)); do
				[[ ${steps[k]} == "${@:k+1:1}" ]] || ok=0
			done
			((ok)) && [[ -n ${steps[place-1]} ]] &&
				echo "${steps[place-1]}"
		done | sort -u
}

_parchis_files()
{
	# Record files: *.yaml (and *.yml), and directories to reach them.
	local IFS=$'\n'
	COMPREPLY=($(compgen -f -X '!*.yaml' -- "$1")
		$(compgen -f -X '!*.yml' -- "$1") $(compgen -d -- "$1"))
	compopt -o filenames 2>/dev/null
}

_parchis()
{
	local cur prev prog cmd i word arg
	COMPREPLY=()
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	prog=${COMP_WORDS[0]}
	command -v "$prog" >/dev/null 2>&1 || prog=parchis

	# bash splits "--rules=s" into "--rules" "=" "s" (COMP_WORDBREAKS).
	if [[ $cur == = ]]; then
		cur=""
	elif [[ $prev == = && $COMP_CWORD -ge 2 ]]; then
		prev=${COMP_WORDS[COMP_CWORD-2]}
	fi

	# The command: the first word after the program that is not an option.
	cmd=""
	for ((i = 1; i < COMP_CWORD; i++)); do
		word=${COMP_WORDS[i]}
		if [[ $word != -* ]]; then
			cmd=$word
			break
		fi
	done

	if [[ -z $cmd ]]; then
		if [[ $cur == -* ]]; then
			COMPREPLY=($(compgen -W "--help --usage --version" -- "$cur"))
		else
			COMPREPLY=($(compgen -W "$(_parchis_list_commands "$prog")" -- "$cur"))
		fi
		return 0
	fi

	# A rule option's value: --set OPTION=VALUE, the word unsplit
	# ("barriers=sa") or split at "=" by bash ("barriers" "=" "sa").
	local setat=$((COMP_CWORD - 2)) option=""
	[[ ${COMP_WORDS[COMP_CWORD]} == = ]] && setat=$((COMP_CWORD - 1))
	if [[ $cur == *=* && ( $prev == --set || $prev == -s ) ]]; then
		option=${cur%%=*}
		COMPREPLY=($(compgen -P "$option=" -W "$(_parchis_list_values "$prog" "$option")" -- "${cur#*=}"))
		return 0
	elif [[ ( ${COMP_WORDS[COMP_CWORD-1]} == = || ${COMP_WORDS[COMP_CWORD]} == = ) &&
		$setat -ge 2 ]]; then
		option=${COMP_WORDS[setat]}
		word=${COMP_WORDS[setat-1]}
		[[ $word == = && $setat -ge 3 ]] && word=${COMP_WORDS[setat-2]}
		if [[ ( $word == --set || $word == -s ) && $option != -* ]]; then
			COMPREPLY=($(compgen -W "$(_parchis_list_values "$prog" "$option")" -- "$cur"))
			return 0
		fi
	fi

	# An option's argument.
	case $prev in
	--rules|-r)
		COMPREPLY=($(compgen -W "$_parchis_presets" -- "$cur"))
		return 0 ;;
	--set|-s)
		COMPREPLY=($(compgen -S = -W "$(_parchis_list_rule_options "$prog")" -- "$cur"))
		compopt -o nospace 2>/dev/null
		return 0 ;;
	--first|-f)
		COMPREPLY=($(compgen -W "$_parchis_colours" -- "$cur"))
		return 0 ;;
	--color|-C)
		COMPREPLY=($(compgen -W "auto always never" -- "$cur"))
		return 0 ;;
	--bot)
		COMPREPLY=($(compgen -W "random strong expert" -- "$cur"))
		return 0 ;;
	--bots)
		# A comma-separated list: complete the last level.
		local head=""
		[[ $cur == *,* ]] && head=${cur%,*},
		COMPREPLY=($(compgen -P "$head" -W "random strong expert cmd:" -- "${cur##*,}"))
		compopt -o nospace 2>/dev/null
		return 0 ;;
	--members)
		# COLOUR=NAME,NAME...: the colour, then "=".
		[[ $cur == *=* ]] && return 0
		COMPREPLY=($(compgen -S = -W "$_parchis_colours" -- "$cur"))
		compopt -o nospace 2>/dev/null
		return 0 ;;
	--output|-o|--key-file|--reply|--log)
		_parchis_files "$cur"
		return 0 ;;
	--games)
		[[ $cmd == robot ]] && COMPREPLY=($(compgen -d -- "$cur"))
		return 0 ;;
	--sendmail)
		COMPREPLY=($(compgen -c -- "$cur"))
		return 0 ;;
	--seed|--game|-g|--now|-N|--from|-F|--sender|--turn|-t|--to|--at|-a|--jobs|-j|--lock-wait|--salt-hours|--budget|--cmd-timeout)
		return 0 ;;
	esac

	if [[ $cur == -* ]]; then
		COMPREPLY=($(compgen -W "$(_parchis_list_options "$prog" "$cmd")" -- "$cur"))
		[[ ${COMPREPLY[0]} == *= ]] && compopt -o nospace 2>/dev/null
		return 0
	fi

	# Positional arguments: count those before this one (and keep them:
	# the steps of a move).
	local -a args=()
	arg=0
	for ((i = i + 1; i < COMP_CWORD; i++)); do
		word=${COMP_WORDS[i]}
		case $word in
		--rules|-r|--set|-s|--first|-f|--color|-C|--output|-o|--key-file|--reply|--seed|--game|-g|--now|-N|--from|-F|--sender|--turn|-t|--to|--at|-a|--games|--jobs|-j|--bots|--log|--sendmail|--lock-wait|--salt-hours|--budget|--cmd-timeout)
			# Takes the next word, unless written --opt=value.
			[[ ${COMP_WORDS[i+1]} != = ]] && ((i++)) ;;
		=) ((i++)) ;;
		-*) ;;
		*) args+=("$word"); ((arg++)) ;;
		esac
	done

	case $cmd in
	new)
		# COLOUR[=NAME[,EMAIL]]: the colour, then "=".
		[[ $cur == *=* ]] && return 0
		COMPREPLY=($(compgen -S = -W "$_parchis_colours" -- "$cur"))
		compopt -o nospace 2>/dev/null ;;
	rules)
		((arg == 0)) &&
			COMPREPLY=($(compgen -W "$_parchis_presets" -- "$cur")) ;;
	resign|salt)
		if ((arg == 0)); then
			_parchis_files "$cur"
		elif ((arg == 1)); then
			COMPREPLY=($(compgen -W "$_parchis_colours" -- "$cur"))
		fi ;;
	leave)
		# FILE COLOUR PIECE: a piece number (or a member's name, which
		# is not completed).
		if ((arg == 0)); then
			_parchis_files "$cur"
		elif ((arg == 1)); then
			COMPREPLY=($(compgen -W "$_parchis_colours" -- "$cur"))
		elif ((arg == 2)); then
			COMPREPLY=($(compgen -W "1 2 3 4" -- "$cur"))
		fi ;;
	standings)
		_parchis_files "$cur" ;;
	selfplay|robot) ;;
	move)
		# FILE, then the steps of the legal plays of its pending roll.
		if ((arg == 0)); then
			_parchis_files "$cur"
		else
			COMPREPLY=($(compgen -W "$(_parchis_list_steps "$prog" "${args[0]}" "$arg" "${args[@]:1}")" -- "$cur"))
		fi ;;
	*)
		# play, moves, status, log, hint, analyse, undo, board, html,
		# verify, mail, reveal, format: FILE.
		((arg == 0)) && _parchis_files "$cur" ;;
	esac
	return 0
}

complete -F _parchis parchis
